import { z } from "zod";

export const ZCountry = z.object({
  id: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
  lang_id: z.number().int(),
  has_states: z.boolean(),
  has_postcode: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZState = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const ZCarrier = z.object({ code: z.string(), name: z.string(), logo: z.string() });
export type TCarrier = z.infer<typeof ZCarrier>;

/** Query strings of the read-only reference routes: only a language override is accepted. */
export const ZLangQuery = z.strictObject({ lang: z.enum(["en", "fr", "es"]).optional() });
