import { z } from "zod";
import { ZVoucherRow } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: every voucher code, newest first, with its uses. */
export const consoleVouchersEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/vouchers",
  tags: ["console"],
  summary: "Voucher codes with their validity, usage limit and uses",
  query: ZLangQuery,
  response: successEnvelope({ rows: z.array(ZVoucherRow) }),
  errors: { 403: ["console.forbidden"], 404: ["not_found"] },
});
