import { CURRENCIES, VOUCHER_CODE_MAX_LENGTH } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { orderKeyFields } from "../order.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /voucher/check: a voucher code for an order in progress, checked as it is typed (issue 16). */
export const ZVoucherCheckBody = z.strictObject({
  shipment_id: orderKeyFields.shipment_id,
  order_id: orderKeyFields.order_id,
  code: z.string().trim().min(1).max(VOUCHER_CODE_MAX_LENGTH),
});
export type TVoucherCheckBody = z.input<typeof ZVoucherCheckBody>;

export const ZVoucherCheckResponse = successEnvelope({
  /** The code as stored (upper case). */
  code: z.string(),
  currency: z.enum(CURRENCIES),
  /** The discount on this order's offer and insurance, in integer cents. */
  discount: z.number().int().nonnegative(),
  /** What the order costs with it: offer + insurance - discount, in integer cents. */
  total: z.number().int().nonnegative(),
});
export type TVoucherCheckResponse = z.infer<typeof ZVoucherCheckResponse>;

export const voucherCheckEndpoint = defineEndpoint({
  method: "POST",
  path: "/voucher/check",
  tags: ["order"],
  summary: "Check a voucher code for an order in progress, and the discount it gives",
  description:
    "Changes nothing: the order form shows the discount before Continue, which applies the code " +
    "(POST /update-shipment). A code unknown, not yet valid, expired or used up answers 400 with " +
    "its error on `code`; another caller's order answers 404.",
  query: ZLangQuery,
  body: ZVoucherCheckBody,
  response: ZVoucherCheckResponse,
  errors: {
    400: ["order.voucher_invalid", "order.voucher_expired", "order.voucher_used_up"],
    404: ["not_found"],
  },
});
