import { ZVoucherCreateBody, ZVoucherRow } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: a new voucher code (stored upper-case): a percentage or a fixed euro amount. */
export const consoleVoucherCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/vouchers",
  tags: ["console"],
  summary: "Create a voucher code with its validity and usage limit",
  query: ZLangQuery,
  body: ZVoucherCreateBody,
  response: successEnvelope({ voucher: ZVoucherRow }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"], 409: ["console.voucher_exists"] },
});
