import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";

export const ZShipToContactCurrencyParams = z.strictObject({
  /** EUR or USD (spec §9), in any case. */
  code: z.string().trim().toUpperCase().pipe(z.enum(CURRENCIES)),
});

export const ZShipToContactCurrencyResponse = successEnvelope({
  currency: z.enum(CURRENCIES),
  /** What one unit of the currency is worth in euros (spec §9: 1 USD = 0.9408 EUR; 1 for EUR). */
  eur_per_unit: z.number(),
  insurance: z.object({
    /** Spec §9: the optional insurance costs this percentage of the declared value... */
    rate_percent: z.number(),
    /** ...and at least 2 euros, converted: integer cents of this currency. */
    minimum_premium: z.number().int(),
    /** Without insurance the carrier's liability is 22 euros per kilo: integer cents of this currency. */
    liability_per_kg: z.number().int(),
  }),
});
export type TShipToContactCurrencyResponse = z.infer<typeof ZShipToContactCurrencyResponse>;

/** Spec §7 GET /ship-to-contact/currency/{code}: the insurance facts the page shows for a currency. */
export const shipToContactCurrencyEndpoint = defineEndpoint({
  method: "GET",
  path: "/ship-to-contact/currency/:code",
  tags: ["ship-to-contact"],
  summary: "The insurance facts of a declared value's currency (EUR or USD)",
  description:
    "What the ship-to-contact page (and the order page) say about insurance when the declared value " +
    "is typed in this currency: its rate to the euro, the premium's percentage, the minimum premium and " +
    "the carrier's liability per kilo without insurance, in integer cents of this currency (spec §9: " +
    "0.6 %, at least 2 EUR, 22 EUR per kilo, 1 USD = 0.9408 EUR). Reference facts: no login needed. " +
    "Another code answers 400 with a field error on `code`.",
  query: ZLangQuery,
  params: ZShipToContactCurrencyParams,
  response: ZShipToContactCurrencyResponse,
  errors: { 400: [] },
});
