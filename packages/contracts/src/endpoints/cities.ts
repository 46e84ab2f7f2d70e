import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";

/** City lookup (spec §7): GET /cities?city=&country_id= -> 'postcode, city' suggestions. */
export const ZCityLookupQuery = z.strictObject({
  city: z.string().trim().min(3).max(64),
  country_id: z.coerce.number().int().positive(),
  /** Language of the error messages, as on every route. */
  lang: z.enum(["en", "fr", "es"]).optional(),
});
export const ZCityLookupResponse = successEnvelope({
  rows: z.array(z.object({ postcode: z.string(), city: z.string(), label: z.string() })),
});
export type TCityLookupResponse = z.infer<typeof ZCityLookupResponse>;

/** Spec §2 home form (the address fields' suggestions), §7. */
export const citiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/cities",
  tags: ["rating"],
  summary: "City lookup: 'postcode, city' suggestions for a postcode or town prefix (from 3 characters)",
  query: ZCityLookupQuery,
  response: ZCityLookupResponse,
  errors: { 400: [], 404: ["country.not_found"] },
});
