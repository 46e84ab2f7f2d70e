import {
  computeInsurancePrice,
  isPersonalEffectsAbroad,
  parseDeclaredValue,
  type TCurrency,
} from "@ship/domain";

/** The characteristics fields of a shipment form (the order page's and the ship-to-contact page's). */
export type TCharacteristicsValues = {
  reason: string;
  content: string;
  value: string;
  currency?: TCurrency | undefined;
  insurance?: 0 | 1 | undefined;
  passport_number?: string | undefined;
  remarks?: string | undefined;
};

/** The two countries of the shipment and the currency its price is in. */
export type TCharacteristicsContext = { from: string; to: string; priceCurrency: TCurrency };

/**
 * Fields the forms hide (spec §5): insurance for personal effects abroad, the declared value for
 * personal effects unless insured.
 */
export function hiddenFields(
  values: Pick<TCharacteristicsValues, "reason" | "insurance">,
  context: Pick<TCharacteristicsContext, "from" | "to">,
): Set<"insurance" | "value"> {
  const abroad = isPersonalEffectsAbroad(values.reason, context.from, context.to);
  const insured = values.insurance === 1 && !abroad;
  const showValue = !abroad && (values.reason !== "personal_effects" || insured);
  const hidden = new Set<"insurance" | "value">();
  if (abroad) hidden.add("insurance");
  if (!showValue) hidden.add("value");
  return hidden;
}

/** The insurance premium of the typed value (spec §9), in the price's currency; 0 when none applies. */
export function insurancePriceOf(values: TCharacteristicsValues, context: TCharacteristicsContext): number {
  const declared = parseDeclaredValue(values.value);
  const abroad = isPersonalEffectsAbroad(values.reason, context.from, context.to);
  return values.insurance === 1 && declared.ok && !abroad
    ? computeInsurancePrice(declared.cents, values.currency ?? "EUR", context.priceCurrency)
    : 0;
}
