import { z } from "zod";
import { ZVoucherParams, ZVoucherUse } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

/** Issue 18: the paid orders that used a voucher code, newest first. */
export const consoleVoucherUsesEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/vouchers/:code/uses",
  tags: ["console"],
  summary: "The paid orders that used a voucher code",
  query: ZLangQuery,
  params: ZVoucherParams,
  response: successEnvelope({ rows: z.array(ZVoucherUse) }),
  errors: { 400: [], 403: ["console.forbidden"], 404: ["not_found"] },
});
