import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCarrierError, ZShipmentInput } from "../rating.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /rate: rates the shipment with every carrier; the offers are read by POST /offers. */
export const ZRateBody = z.strictObject({ shipment: ZShipmentInput });
export const ZRateResponse = successEnvelope({
  shipment_id: z.string(),
  order_id: z.string(),
  carrier_errors: z.array(ZCarrierError),
});
export type TRateResponse = z.infer<typeof ZRateResponse>;

/**
 * Spec §4 'rate', §5 home form, §7. The 200 schema is the JSON answer; the NDJSON progress variant
 * (asked for by `Accept: application/x-ndjson`) is a stream the handler sends itself.
 */
export const rateEndpoint = defineEndpoint({
  method: "POST",
  path: "/rate",
  tags: ["rating"],
  summary: "Rate a shipment with every carrier; the offers are read with POST /offers",
  description:
    "Checks every rule of spec §5 (field errors in the envelope). A visitor without a session gets one " +
    "(cookie set) before rating. Carriers that fail or run out of time are listed in carrier_errors. " +
    "With `Accept: application/x-ndjson` the answer is streamed for the progress bar: one line " +
    '`{"progress":{"done":n,"total":m}}` each time a carrier has answered, then the JSON response above. ' +
    "Without a logged-in user, ratings and new visitor sessions are limited per client address: 429 " +
    "request.too_many_requests with Retry-After (decision 021).",
  query: ZLangQuery,
  body: ZRateBody,
  response: ZRateResponse,
  errors: {
    // Field by field under shipment (spec §5), beside the validation.* codes; summary rating.failed.
    400: [
      "country.not_found",
      "rating.city_from_required",
      "rating.city_to_required",
      "rating.origin_town_invalid",
      "rating.destination_town_invalid",
      "0 higher",
      "rating.stackable_pallet_only",
      "rating.date_too_late",
    ],
    429: ["request.too_many_requests"],
  },
});
