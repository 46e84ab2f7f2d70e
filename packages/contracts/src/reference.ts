import { COUNTRY_LIST_MAX } from "@ship/domain";
import { z } from "zod";
import { successEnvelope } from "./envelope.ts";

export const ZCountry = z.object({
  id: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
  lang_id: z.number().int(),
  has_states: z.boolean(),
  has_postcode: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesResponse = successEnvelope({ data: z.array(ZCountry).max(COUNTRY_LIST_MAX) });

export const ZStatesParams = z.strictObject({ country_id: z.coerce.number().int().positive() });
export const ZState = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const ZStatesResponse = successEnvelope({ data: z.array(ZState) });

export const ZCarrier = z.object({ code: z.string(), name: z.string(), logo: z.string() });
export type TCarrier = z.infer<typeof ZCarrier>;
export const ZCarriersResponse = successEnvelope({ data: z.array(ZCarrier) });

/** Query strings of the read-only reference routes: only a language override is accepted. */
export const ZLangQuery = z.strictObject({ lang: z.enum(["en", "fr", "es"]).optional() });
