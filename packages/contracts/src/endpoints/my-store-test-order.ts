import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { PREORDER_SOURCES } from "../pre-order.ts";
import { ZLangQuery } from "../reference.ts";

export const ZMyStoreTestOrderParams = z.strictObject({ kind: z.enum(PREORDER_SOURCES) });
export const ZMyStoreTestOrderResponse = successEnvelope({ merchant_order_id: z.string() });
export type TMyStoreTestOrderResponse = z.infer<typeof ZMyStoreTestOrderResponse>;

/** My stores: the test button, a sample order sent through the store's own intake. */
export const myStoreTestOrderEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-store/:kind/test-order",
  tags: ["pre-order"],
  summary: "My stores: send a sample order through a store's webhook (it then shows as a pre-order)",
  description:
    "The service signs a sample order of that store (Shopify or WooCommerce order JSON, or the " +
    "generic intake's) with the store's secret (the api_key for generic) and takes it in through the " +
    "same route as a real one: a 3-unit product, shown Open in the pre-order list.",
  params: ZMyStoreTestOrderParams,
  query: ZLangQuery,
  body: z.strictObject({}).nullish(),
  response: ZMyStoreTestOrderResponse,
  errors: { 400: [], 401: ["auth.login_required"], 503: ["preorder.unavailable"] },
});
