import { CARRIER_CODES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZShippingInfoInput } from "../order.ts";
import { ZShipmentInput } from "../rating.ts";
import { ZShipmentConfirmation } from "../shipment.ts";
import { orderConfirmEndpoint, ZOrderConfirmBody } from "./order-confirm.ts";

/**
 * Spec §7 POST /ship (shipment plus api_data), decision 050: an API client ships in one call. The
 * shipment is rated as POST /rate rates it; api_data names the offer and carries the shipping info.
 */
export const ZApiData = z.strictObject({
  /** The service to ship with; absent: the recommended offer (the first by the shipment's priority). */
  offer: z
    .strictObject({ carrier_code: z.enum(CARRIER_CODES), service_code: z.string().min(1).max(64) })
    .optional(),
  /** Spec §3 Shipping info, as POST /update-shipment takes it. */
  shipping_info: ZShippingInfoInput,
  /**
   * The client's reference of this shipment: the idempotency key when no Idempotency-Key header
   * is sent. The same key again answers the same shipment, never a second one.
   */
  reference: z.string().trim().min(1).max(64).optional(),
});

export const ZApiShipBody = z.strictObject({ shipment: ZShipmentInput, api_data: ZApiData });
export type TApiShipBody = z.input<typeof ZApiShipBody>;

/**
 * Either the confirmation of an order made on the web (POST /order's body), or a whole shipment.
 * One strict object rather than a union, so that an unknown field is named as such.
 */
export const ZShipBody = z
  .strictObject({
    ...ZOrderConfirmBody.partial().shape,
    shipment: ZShipmentInput.optional(),
    api_data: ZApiData.optional(),
  })
  .superRefine((body, ctx) => {
    const whole = body.shipment !== undefined || body.api_data !== undefined;
    const required = whole ? (["shipment", "api_data"] as const) : (["shipment_id", "order_id"] as const);
    for (const field of required) {
      if (body[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
    }
  });
export type TShipBody = z.input<typeof ZShipBody>;

export const ZShipResponse = z.object({
  success: z.literal(true),
  shipment: ZShipmentConfirmation,
  /** With api_data: the rating, order and offer the shipment was made from. */
  order: z.object({ shipment_id: z.string(), order_id: z.string(), offer_id: z.string() }).optional(),
});
export type TShipResponse = z.infer<typeof ZShipResponse>;

/** Spec §7 POST /ship: POST /order for API clients, or the whole journey in one call with api_data. */
export const shipEndpoint = defineEndpoint({
  ...orderConfirmEndpoint,
  path: "/ship",
  summary: "Ship: confirm an order (as POST /order), or rate, choose and ship in one call (api_data)",
  description:
    "Without api_data: POST /order under the API clients' name, same body and answer. With " +
    "`shipment` and `api_data`: the shipment is rated (POST /rate's checks and quote preferences), " +
    "the offer of api_data.offer (else the recommended one) is chosen, the shipping info checked " +
    "(POST /update-shipment's rules, field errors under api_data.shipping_info) and the order paid " +
    "from the account's credit, else by deferred payment (professional accounts), never by card: " +
    "402 ship.payment_unavailable when neither can pay it. Authenticated by the user's api_key in " +
    "`X-Api-Key` (shown on the my-store page) or a logged-in session. Idempotent: an " +
    "`Idempotency-Key` header or api_data.reference is required; the same key again answers the " +
    "same shipment, a different request under a used key 409 ship.idempotency_conflict.",
  body: ZShipBody,
  response: ZShipResponse,
  errors: {
    ...orderConfirmEndpoint.errors,
    400: ["rating.failed", "ship.idempotency_key_required"],
    401: ["auth.login_required"],
    402: ["order.payment_required", "ship.payment_unavailable"],
    404: ["not_found", "rating.no_offer", "order.offer_not_found", "carrier.not_found"],
    409: [
      "payment.order_incomplete",
      "shipment.carrier_review",
      "shipment.order_cancelled",
      "payment.deferred_limit",
      "ship.idempotency_conflict",
      "rating.expired",
    ],
  },
});
