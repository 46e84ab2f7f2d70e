import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { ZGenericConnection, ZStoreConnection } from "../store-intake.ts";

export const ZMyStoreResponse = successEnvelope({
  stores: z.array(ZStoreConnection),
  /** The generic intake, and the api_key that authenticates it (header X-Api-Key). */
  generic: ZGenericConnection.extend({ api_key: z.string() }),
});
export type TMyStoreResponse = z.infer<typeof ZMyStoreResponse>;

/** Spec §2 my-store: how each store connects to the pre-order service. */
export const myStoreEndpoint = defineEndpoint({
  method: "GET",
  path: "/my-store",
  tags: ["pre-order"],
  summary: "My stores: the webhook address and signing secret of each store, and the generic intake",
  description:
    "Shopify and WooCommerce: the webhook URL to paste into the store and the HMAC-SHA256 secret " +
    "that signs it (made at the first visit). Generic: the intake URL, the service's OpenAPI " +
    "document and the caller's api_key. The service unreachable: 503 `preorder.unavailable`.",
  query: ZLangQuery,
  response: ZMyStoreResponse,
  errors: { 401: ["auth.login_required"], 503: ["preorder.unavailable"] },
});
