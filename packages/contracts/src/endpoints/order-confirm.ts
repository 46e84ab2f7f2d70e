import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZShipmentResponse } from "../shipment.ts";
import { withCarrierErrors } from "./carrier-errors.ts";

const ZRefId = z.string().min(1).max(64);

/** POST /order: confirm a settled order; the API creates the shipment with the carrier (spec §7). */
export const ZOrderConfirmBody = z.strictObject({
  shipment_id: ZRefId,
  order_id: ZRefId,
  /** Professional accounts: pay later (deferred payment, spec §6). */
  pay_later: z.boolean().optional(),
});
export type TOrderConfirmBody = z.input<typeof ZOrderConfirmBody>;

/** Spec §2 step 5, §7 POST /order. */
export const orderConfirmEndpoint = defineEndpoint({
  method: "POST",
  path: "/order",
  tags: ["shipment"],
  summary: "Confirm a settled order: the shipment and its documents",
  description:
    "Confirms an order of the caller once it is settled (card payment notified paid, or the payment " +
    "service's credit / deferred settlement) and creates the shipment with the carrier: tracking " +
    "numbers, label, pro-forma when customs apply, invoice (gap-free number), confirmation e-mail. " +
    "Idempotent: the same order again answers the same shipment. Unsettled: 402 order.payment_required; " +
    "another caller's order: 404.",
  query: ZLangQuery,
  body: ZOrderConfirmBody,
  response: ZShipmentResponse,
  // A live carrier's failure answers its carrier.* code (decision 062); 409 shipment.carrier_review
  // while a creation whose outcome the carrier left unknown waits for an operator.
  errors: withCarrierErrors({
    // The schema check's validation.* codes only.
    400: [],
    402: ["order.payment_required"],
    404: ["not_found"],
    409: ["payment.order_incomplete", "shipment.carrier_review", "shipment.order_cancelled"],
    // The carrier failed (502), or no carrier can create it (503).
    502: ["shipment.carrier_failed"],
    503: ["shipment.carrier_failed"],
  }),
});
