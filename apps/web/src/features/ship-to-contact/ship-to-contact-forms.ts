import { ZShipToContactInfo } from "@ship/contracts";
import { parseDeclaredValue } from "@ship/domain";
import { type FieldErrors, type Resolver, set } from "react-hook-form";
import { z } from "zod";
import { type TQuoteFormValues, validateQuoteForm } from "../../components/quote-form/quote-form-values.ts";
import { contractResolver } from "../../lib/form-resolver.ts";
import type { TInfoContext, TInfoValues } from "./ship-to-contact-values.ts";

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

/** Spec §5: the declared value is required with insurance, a positive amount with at most 2 decimals. */
function checkDeclaredValue(
  info: { value?: number | string | undefined; insurance: 0 | 1 },
  ctx: z.RefinementCtx,
) {
  const value = typeof info.value === "string" ? info.value.trim() : info.value;
  if (value === undefined || value === "") {
    if (info.insurance === 1)
      ctx.addIssue({ code: "custom", path: ["value"], message: "validation.required" });
    return;
  }
  const parsed = parseDeclaredValue(value);
  if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["value"], message: parsed.error });
}

/**
 * The contract of POST /ship-to-contact's info, in the API's words: with the goods rows when the
 * two countries need customs, without them otherwise (they are not sent then).
 */
const withCustoms = contractResolver<TInfoValues>(ZShipToContactInfo.superRefine(checkDeclaredValue));
// The form keeps its rows (the contract's object is strict): they are left unchecked, not sent.
const withoutCustoms = contractResolver<TInfoValues>(
  ZShipToContactInfo.extend({ duties: z.unknown() }).superRefine(checkDeclaredValue),
);

/** The info form's resolver; its context (useForm's `context`) says whether customs apply. */
export const infoResolver: Resolver<TInfoValues, TInfoContext> = (values, context, options) =>
  context?.customs ? withCustoms(values, context, options) : withoutCustoms(values, context, options);
