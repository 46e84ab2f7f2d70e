import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { withCarrierErrors } from "./carrier-errors.ts";

/**
 * Decision 062: paid orders whose shipment creation the carrier left unknown (a timeout it could
 * not reconcile by our reference). Never sent to the carrier again on its own: an operator
 * checks the carrier's portal, then retries or cancels and refunds.
 */
export const ZCarrierReviewRow = z.object({
  /** The order's key (orders.shipment_id), as in POST /order. */
  shipment_id: z.string(),
  order_id: z.string(),
  carrier_code: z.string(),
  reason: z.enum(["not_found", "no_lookup", "lookup_failed"]),
  created_at: z.string(),
  customer_email: z.string().nullable(),
  payment_method: z.string().nullable(),
  total: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type TCarrierReviewRow = z.infer<typeof ZCarrierReviewRow>;

/** The order's key: the API's random ids (and mass-mailing recipients' ids) are URL-safe. */
export const ZCarrierReviewParams = z.strictObject({
  shipment_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export const consoleCarrierReviewsEndpoint = defineEndpoint({
  method: "GET",
  path: "/console/carrier-reviews",
  tags: ["console"],
  summary: "Orders under carrier review (oldest first, 100 at most)",
  query: ZLangQuery,
  response: successEnvelope({ rows: z.array(ZCarrierReviewRow) }),
  errors: { 400: [], 403: ["console.forbidden"] },
});

export const consoleCarrierReviewRetryEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/carrier-reviews/:shipment_id/retry",
  tags: ["console"],
  summary: "Send an order under carrier review to the carrier once more",
  description:
    "After checking the carrier has no shipment for the order's reference. Answers the new " +
    "shipment's public id; 404 when the order is not (or no longer) under review.",
  query: ZLangQuery,
  params: ZCarrierReviewParams,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({ id: z.string() }),
  errors: withCarrierErrors({
    400: [],
    403: ["console.forbidden"],
    404: ["not_found"],
    409: ["shipment.carrier_review"],
    502: ["shipment.carrier_failed"],
    503: ["shipment.carrier_failed"],
  }),
});

export const consoleCarrierReviewCancelEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/carrier-reviews/:shipment_id/cancel",
  tags: ["console"],
  summary: "Cancel an order under carrier review and refund it the way it was paid",
  query: ZLangQuery,
  params: ZCarrierReviewParams,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({ refunded: z.number().int() }),
  errors: {
    400: [],
    403: ["console.forbidden"],
    404: ["not_found"],
    502: ["payment.refund_failed"],
    503: ["payment.refund_failed"],
  },
});
