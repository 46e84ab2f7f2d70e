import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZErrorResponse } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { RELAY_POINT_LIMITS, ZDropOffLocation } from "../relay-points.ts";
import { withCarrierErrors } from "./carrier-errors.ts";

const ZId = z.string().min(1).max(64);

/**
 * POST /dropofflocation (spec §7): the relay points near a postcode and/or town for the order in
 * progress. The carrier and service are the order's chosen offer, never the caller's word.
 */
export const ZDropOffLocationBody = z
  .strictObject({
    shipment_id: ZId,
    order_id: ZId,
    postcode: z.string().trim().max(RELAY_POINT_LIMITS.postcode).default(""),
    city: z.string().trim().max(RELAY_POINT_LIMITS.city).default(""),
    /** ISO 3166-1 alpha-2; the order's destination country when absent. */
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((code) => code.toUpperCase())
      .optional(),
  })
  .refine((body) => body.postcode !== "" || body.city !== "", {
    message: "relay_point.search_required",
    path: ["postcode"],
  });
export type TDropOffLocationBody = z.input<typeof ZDropOffLocationBody>;

export const ZDropOffLocationResponse = z.union([
  z.object({
    success: z.literal(true),
    addresses: z.array(ZDropOffLocation).max(RELAY_POINT_LIMITS.maxPoints),
  }),
  /** Nothing near that place (spec §8 'No Point Relais was found.'): a normal answer, not a failure. */
  ZErrorResponse,
]);
export type TDropOffLocationResponse = z.infer<typeof ZDropOffLocationResponse>;

/** Spec §2 modals (the relay-point chooser of the order form), §7. */
export const dropOffLocationEndpoint = defineEndpoint({
  method: "POST",
  path: "/dropofflocation",
  tags: ["order"],
  summary: "Relay points of the order's carrier service near a postcode and/or town (spec §7)",
  description:
    "Nearest first, at most 10 (the chooser's markers 1 to 10). The carrier and service are the order's " +
    "chosen offer. Nothing near the place answers success false with 'No Point Relais was found.' " +
    "(relay_point.none_found). Another caller's order answers 404; an offer that does not deliver to a " +
    "relay point, 409 relay_point.not_offered.",
  query: ZLangQuery,
  body: ZDropOffLocationBody,
  response: ZDropOffLocationResponse,
  // A live carrier's relay-point search failing answers its carrier.* code (decision 062).
  errors: withCarrierErrors({
    // Neither a postcode nor a town (the body's refinement), beside the validation.* codes.
    400: ["relay_point.search_required"],
    404: ["not_found"],
    409: ["relay_point.not_offered"],
  }),
});
