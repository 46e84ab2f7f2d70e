import { ZCustomerDetail, ZCustomerParams } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: one customer with credit balance and movements, 'Pay later' limit and sub-accounts. */
export const consoleCustomerEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/customers/:id",
  tags: ["console"],
  summary: "One customer: credit, 'Pay later' limit and debt, sub-accounts",
  query: ZLangQuery,
  params: ZCustomerParams,
  response: successEnvelope({ customer: ZCustomerDetail }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
