import { ZCustomerParams, ZDeferredLimitBody } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: a professional account's own 'Pay later' limit (null: the default). */
export const consoleDeferredLimitEndpoint = defineEndpoint({
  method: "PUT",
  path: "/console/customers/:id/deferred-limit",
  tags: ["console"],
  summary: "Set a professional account's 'Pay later' limit",
  query: ZLangQuery,
  params: ZCustomerParams,
  body: ZDeferredLimitBody,
  response: successEnvelope({}),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"], 409: ["console.not_professional"] },
});
