import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { orderKeyFields, ZOrderInProgress, ZShippingInfoInput } from "../order.ts";
import { ZLangQuery } from "../reference.ts";
import { withCarrierErrors } from "./carrier-errors.ts";

/** POST /update-shipment: the shipping info of the order in progress (spec §4 'update shipment'). */
export const ZUpdateShipmentInfoBody = z.strictObject({
  ...orderKeyFields,
  shipping_info: ZShippingInfoInput,
});
export type TUpdateShipmentInfoBody = z.input<typeof ZUpdateShipmentInfoBody>;

export const ZUpdateShipmentInfoResponse = successEnvelope({
  order: ZOrderInProgress,
  /** What the API changed (spec §4): the payment screen shows the new dates. */
  changes: z.object({
    /** A past date became today. */
    date_reset: z.boolean(),
    /** The date moved, so the offer was dated again: offer.id replaces previous_offer_id. */
    offer_replaced: z.boolean(),
    previous_offer_id: z.string().nullable(),
    /** The price differs from the one the offers screen showed for this service (the new date's rate). */
    price_changed: z.boolean(),
    /** Pickup became drop-off (or the reverse) because the offer does not allow it. */
    shipping_method_switched: z.boolean(),
  }),
  new_dates: z.object({
    shipment_date: z.string(),
    shipment_timestamp: z.number().int(),
    delivery_timestamp: z.number().int(),
    expected_delivery_date: z.string(),
  }),
});
export type TUpdateShipmentInfoResponse = z.infer<typeof ZUpdateShipmentInfoResponse>;

/** Spec §3 Shipping info, §4 'update shipment', §5 order form. */
export const updateShipmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/update-shipment",
  tags: ["order"],
  summary: "Sender, recipient and shipping info of the order in progress (spec §3 Shipping info)",
  description:
    "Checks every rule of spec §5 (field errors under shipping_info). A past date becomes today; pickup " +
    "switches to drop-off when the offer does not allow it, and back; a new date dates the offer again " +
    "and its new id replaces the old one (changes.previous_offer_id). A retry with the replaced id gets " +
    "the same answer.",
  query: ZLangQuery,
  body: ZUpdateShipmentInfoBody,
  response: ZUpdateShipmentInfoResponse,
  // The chosen relay point is re-read from the carrier: a live carrier's failure answers its code.
  errors: withCarrierErrors({
    // Field by field under shipping_info (spec §5), beside the validation.* codes.
    400: [
      "account.invalid_phone",
      "account.terms_required",
      "order.postcode_invalid",
      "order.postcode_changed",
      "order.documents_not_allowed",
      "order.insurance_not_allowed",
      "order.hazardous_required",
      "order.pickup_time_invalid",
      "order.duties_required",
      "order.duty_third_party_not_allowed",
      "order.date_unavailable",
      "rating.date_too_late",
      "order.voucher_invalid",
      "order.voucher_expired",
      "order.voucher_used_up",
      "relay_point.required",
      "relay_point.not_offered",
      "relay_point.not_found",
    ],
    404: ["not_found", "order.offer_not_found"],
    409: ["payment.already_paid", "order.offer_not_found"],
  }),
});
