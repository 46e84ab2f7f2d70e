import { ZShipToContactInfo } from "@ship/contracts";
import { parseDeclaredValue } from "@ship/domain";
import { type FieldErrors, type Resolver, set } from "react-hook-form";
import { type TQuoteFormValues, validateQuoteForm } from "../../components/quote-form/quote-form-values.ts";
import type { TCharacteristicsValues } from "../../components/shipment-info/characteristics.ts";
import { contractResolver } from "../../lib/form-resolver.ts";

/**
 * The quote form's own rules for the parcels and the collection date (spec §5); the places come
 * from the two addresses, so their rules do not apply here.
 */
export const quoteResolver =
  (today: string): Resolver<TQuoteFormValues> =>
  (values) => {
    const errors: FieldErrors<TQuoteFormValues> = {};
    for (const { path, key } of validateQuoteForm(values, today)) {
      if (!path.startsWith("ship_")) set(errors, path, { type: "validate", message: key });
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

/**
 * The contract of POST /ship-to-contact's info, and the declared value's rule of spec §5 (required
 * with insurance, a positive amount with at most 2 decimals), in the API's words.
 */
const ZInfoForm = ZShipToContactInfo.omit({ duties: true }).superRefine((info, ctx) => {
  const value = typeof info.value === "string" ? info.value.trim() : info.value;
  if (value === undefined || value === "") {
    if (info.insurance === 1)
      ctx.addIssue({ code: "custom", path: ["value"], message: "validation.required" });
    return;
  }
  const parsed = parseDeclaredValue(value);
  if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["value"], message: parsed.error });
});

export const infoResolver = contractResolver<TCharacteristicsValues>(ZInfoForm);
