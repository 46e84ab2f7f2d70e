import type { TCarrierQuote } from "@ship/carriers";
import type { TQuotePreferencesView, TShipmentDefaults } from "@ship/contracts";
import {
  convertCents,
  convertDecimalToCents,
  DEFAULT_QUOTE_PREFERENCES,
  insurancePriceOfPreferences,
  selectOffers,
  type TCurrency,
  type TQuotePreferences,
  type TQuotePreferencesInput,
} from "@ship/domain";

/**
 * Decision 050: a logged-in caller's saved shipment defaults stand for the preferences its call
 * leaves out. The saved declared value is in the saved insurance currency: it is converted to the
 * shipment's. A saved "insure" without a value above 0 cannot be applied, so it is left out (a
 * rating is never refused for a default the caller did not send).
 */
export function preferenceDefaultsOf(
  defaults: TShipmentDefaults | null | undefined,
  currency: TCurrency,
): TQuotePreferencesInput {
  if (!defaults) return {};
  const value = defaults.insurance_declared_value;
  const insured = defaults.insurance === 1 && value !== undefined && value > 0;
  return {
    preferred_carrier_groups: defaults.preferred_carrier_groups,
    delivery_to_collection_point_selection: defaults.delivery_to_collection_point_selection,
    ...(insured
      ? {
          insurance: 1,
          insurance_declared_value:
            convertCents(convertDecimalToCents(value), defaults.insurance_currency ?? "EUR", currency) / 100,
        }
      : {}),
  };
}

const isDefault = (preferences: TQuotePreferences) =>
  preferences.priority === DEFAULT_QUOTE_PREFERENCES.priority &&
  preferences.preferred_carrier_groups.length === 0 &&
  preferences.selection === DEFAULT_QUOTE_PREFERENCES.selection &&
  preferences.delivery_to_collection_point_selection === 0 &&
  preferences.insurance === 0;

/**
 * The quotes a rating keeps under its preferences, best first, each with the insurance premium
 * when insurance is asked, and the preferences as stored with the rating. Default preferences
 * keep the engine's list itself (cheapest first), so its JSON stays memoized (offers-json.ts).
 */
export function applyQuotePreferences(
  quotes: readonly TCarrierQuote[],
  preferences: TQuotePreferences,
  currency: TCurrency,
): { quotes: readonly TCarrierQuote[]; view: TQuotePreferencesView } {
  const kept = isDefault(preferences) ? quotes : selectOffers(quotes, preferences);
  const insuranceTi = insurancePriceOfPreferences(preferences, currency);
  const priced = insuranceTi > 0 ? kept.map((quote) => ({ ...quote, insurance_ti: insuranceTi })) : kept;
  return {
    quotes: priced,
    view: { ...preferences, insurance_ti: insuranceTi, recommended_offer_id: kept[0]?.offer_id ?? null },
  };
}
