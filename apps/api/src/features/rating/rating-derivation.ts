import { createHash } from "node:crypto";
import {
  type TCarrierConnector,
  type TCarrierQuote,
  type TRateRequest,
  toOwnAccountQuote,
} from "@ship/carriers";
import type { TQuotePreferencesView, TRatedShipment } from "@ship/contracts";
import { DEFAULT_QUOTE_PREFERENCES, type TQuotePreferences } from "@ship/domain";
import { applyQuotePreferences } from "./rating-preferences.ts";

/**
 * Decision 053: what a rating keeps instead of its offers. The offers are a pure function of the
 * request (the shipment as rated and the price list), the instant (the sheets read it to the
 * minute), the tariff, the own-account discounts applied and the carriers that answered; the same
 * inputs give the same offers, ids and prices, so they are derived again when asked.
 */
export type TRatingInputs = {
  /** The shipment as stored: its preferences without their derived parts, none when the defaults. */
  shipment: TStoredShipment;
  customerType: "private" | "pro";
  ratedAt: Date;
  /** The connectors' tariff when rated (ratingTariffVersion). */
  tariffVersion: string;
  /** A saas user's own-account discounts in percent by carrier, when its offers had them. */
  ownAccounts: Readonly<Record<string, number>> | null;
  /** Carriers that failed or ran out of time: their offers were not shown. */
  carrierErrors: readonly { carrier_code: string; code: string }[];
};

/** A shipment as a rating kept as its inputs stores it (the view's derived parts left out). */
export type TStoredShipment = Omit<TRatedShipment, "preferences"> & {
  preferences?: TQuotePreferences | TQuotePreferencesView;
};

const isDefaultPreferences = (preferences: TQuotePreferences) =>
  JSON.stringify(preferences) === JSON.stringify({ ...preferences, ...DEFAULT_QUOTE_PREFERENCES });

/**
 * The shipment as stored with its inputs: the preferences asked, without the premium and the
 * recommended offer (derived with the offers), and none at all when they are the defaults.
 */
export function storedShipmentOf(shipment: TRatedShipment, preferences: TQuotePreferences): TStoredShipment {
  const { preferences: _view, ...rest } = shipment;
  return isDefaultPreferences(preferences) ? rest : { ...rest, preferences };
}

/**
 * The tariff of a set of connectors: undefined when one of them cannot be reproduced (a live
 * carrier API), whose ratings then keep their offers.
 */
export function ratingTariffVersion(connectors: readonly TCarrierConnector[]): string | undefined {
  const versions: string[] = [];
  for (const connector of connectors) {
    if (connector.tariff_version === undefined) return undefined;
    versions.push(`${connector.carrier_code}:${connector.tariff_version}`);
  }
  return createHash("sha256").update(versions.sort().join(",")).digest("hex").slice(0, 16);
}

/** The engine's request for a shipment as rated. */
export function rateRequestOf(shipment: TStoredShipment, customerType: "private" | "pro"): TRateRequest {
  return {
    ship_from: shipment.ship_from,
    ship_to: shipment.ship_to,
    parcels: shipment.parcels,
    unit: shipment.unit,
    shipment_type: shipment.shipment_type,
    stackable: shipment.stackable,
    shipment_date: shipment.shipment_date,
    currency: shipment.currency,
    customer_type: customerType,
  };
}

/** A saas user's own-account offers beside the operator's, cheapest first (issue 5). */
export function withOwnAccountOffers(
  offers: readonly TCarrierQuote[],
  discounts: Readonly<Record<string, number>> | null,
): readonly TCarrierQuote[] {
  if (!discounts) return offers;
  const own = offers.flatMap((quote) => {
    const discount = discounts[quote.carrier_code];
    return discount === undefined ? [] : [toOwnAccountQuote(quote, discount)];
  });
  return [...offers, ...own].sort((a, b) => a.price_ti - b.price_ti);
}

/** The preferences a rating's offers were chosen with, from the view stored with its shipment. */
export function preferencesOfView(
  view: TQuotePreferences | TQuotePreferencesView | undefined,
): TQuotePreferences {
  if (!view) return DEFAULT_QUOTE_PREFERENCES;
  const {
    insurance_ti: _premium,
    recommended_offer_id: _recommended,
    ...preferences
  } = view as TQuotePreferencesView;
  return preferences;
}

/**
 * The offers of a rating from the engine's answer to its request at its instant, with the
 * preferences' view shown beside them: the carriers that failed when it was made left out,
 * own-account offers and preferences applied as then. Undefined when a carrier that answered then
 * fails now: the answer could not be the one shown.
 */
export function offersFromEngine(
  inputs: TRatingInputs,
  engine: { offers: readonly TCarrierQuote[]; failed: ReadonlySet<string> },
): { quotes: readonly TCarrierQuote[]; view: TQuotePreferencesView } | undefined {
  const skipped = new Set(inputs.carrierErrors.map((error) => error.carrier_code));
  for (const carrier of engine.failed) if (!skipped.has(carrier)) return undefined;
  const answered =
    skipped.size === 0 ? engine.offers : engine.offers.filter((quote) => !skipped.has(quote.carrier_code));
  const all = withOwnAccountOffers(answered, inputs.ownAccounts);
  return applyQuotePreferences(all, preferencesOfView(inputs.shipment.preferences), inputs.shipment.currency);
}
