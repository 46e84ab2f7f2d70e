import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { STORE_KINDS, ZStoreConnection, ZStoreSecretBody } from "../store-intake.ts";

export const ZMyStoreKindParams = z.strictObject({ kind: z.enum(STORE_KINDS) });
export const ZMyStoreSecretResponse = successEnvelope({ store: ZStoreConnection });
export type TMyStoreSecretResponse = z.infer<typeof ZMyStoreSecretResponse>;

/** My stores: a new signing secret for a store (rotate), or the one the store gave (Shopify's). */
export const myStoreSecretEndpoint = defineEndpoint({
  method: "POST",
  path: "/my-store/:kind/secret",
  tags: ["pre-order"],
  summary: "My stores: rotate a store's webhook secret, or set the one the store shows",
  description:
    "Without `secret`, a new random secret replaces the old one at once (webhooks signed with the " +
    "old one are refused from then on). With `secret` (16 to 200 characters), that one is kept: " +
    "Shopify signs the webhooks made in its admin with a key it shows.",
  params: ZMyStoreKindParams,
  query: ZLangQuery,
  body: ZStoreSecretBody,
  response: ZMyStoreSecretResponse,
  errors: { 400: [], 401: ["auth.login_required"], 503: ["preorder.unavailable"] },
});
