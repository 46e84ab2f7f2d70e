import { CARRIER_CODES, type TCarrierCode } from "./carriers.ts";
import type { TCurrency } from "./currency.ts";
import { MASS_MAILING_PRIORITIES } from "./mass-mailing.ts";
import type { TCents } from "./money.ts";
import { computeInsurancePrice, parseDeclaredValue, type TDeclaredValueError } from "./order-form.ts";

/**
 * Spec §3 Shipment's quote preferences (issue 16 item 5, decision 050): which offers a rating
 * keeps and in which order. Written once for POST /rate, the quote form and the mass mailing.
 */

/** Spec §3 priority: cheapest (price, then time) or fastest (delivery time, then price). */
export const QUOTE_PRIORITIES = MASS_MAILING_PRIORITIES;
export type TQuotePriority = (typeof QUOTE_PRIORITIES)[number];

/** Spec §3 selection (default all): the offers screen's tabs (spec §2). */
export const QUOTE_SELECTIONS = ["all", "courier", "express", "standard"] as const;
export type TQuoteSelection = (typeof QUOTE_SELECTIONS)[number];

/** Spec §3 delivery_to_collection_point_selection: 0 either, -1 on-site only, 1 collection point only. */
export const COLLECTION_POINT_SELECTIONS = [-1, 0, 1] as const;
export type TCollectionPointSelection = (typeof COLLECTION_POINT_SELECTIONS)[number];

/**
 * The highest declared value the optional insurance covers, in cents of the declared currency:
 * the settings' limit for the saved default (99,999,999), so a saved default is always accepted.
 */
export const INSURANCE_DECLARED_VALUE_MAX_CENTS = 9_999_999_900;

/** The preferences a rating is made with, once checked (the declared value in cents). */
export type TQuotePreferences = {
  priority: TQuotePriority;
  /** Carrier codes; empty = every carrier. */
  preferred_carrier_groups: TCarrierCode[];
  selection: TQuoteSelection;
  delivery_to_collection_point_selection: TCollectionPointSelection;
  insurance: 0 | 1;
  /** Cents of the shipment's currency; null without insurance. */
  insurance_declared_value: TCents | null;
};

export const DEFAULT_QUOTE_PREFERENCES: TQuotePreferences = {
  priority: "cheapest",
  preferred_carrier_groups: [],
  selection: "all",
  delivery_to_collection_point_selection: 0,
  insurance: 0,
  insurance_declared_value: null,
};

/** The preferences as sent (any may be missing: the saved defaults, then the spec's, fill them). */
export type TQuotePreferencesInput = {
  priority?: string | undefined;
  preferred_carrier_groups?: readonly string[] | undefined;
  selection?: string | undefined;
  delivery_to_collection_point_selection?: number | undefined;
  insurance?: number | undefined;
  insurance_declared_value?: number | string | null | undefined;
};

/** The error codes of the checks below (contracts' error codes; messages in en/fr/es). */
export type TQuotePreferenceCode =
  | TDeclaredValueError
  | "validation.invalid_type"
  | "rating.priority_invalid"
  | "rating.selection_invalid"
  | "rating.collection_point_invalid"
  | "rating.carrier_group_unknown"
  | "rating.insurance_value_too_high";

export type TQuotePreferenceIssue = {
  field: keyof TQuotePreferencesInput | `preferred_carrier_groups.${number}`;
  code: TQuotePreferenceCode;
  params?: Record<string, string | number>;
};

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

/** The declared value (cents) or its issue: required with insurance, above 0, at most the cap. */
function checkDeclaredValue(input: TQuotePreferencesInput, issues: TQuotePreferenceIssue[]): TCents | null {
  const value = input.insurance_declared_value;
  const typed = value !== undefined && value !== null && String(value).trim() !== "";
  if (!typed) {
    if (input.insurance === 1)
      issues.push({ field: "insurance_declared_value", code: "validation.required" });
    return null;
  }
  if (typeof value === "number" ? value < 0 : String(value).trim().startsWith("-")) {
    issues.push({ field: "insurance_declared_value", code: "0 higher" });
    return null;
  }
  const parsed = parseDeclaredValue(value);
  if (!parsed.ok) {
    issues.push({
      field: "insurance_declared_value",
      code: parsed.error,
      ...(parsed.params ? { params: parsed.params } : {}),
    });
    return null;
  }
  if (parsed.cents > INSURANCE_DECLARED_VALUE_MAX_CENTS) {
    issues.push({
      field: "insurance_declared_value",
      code: "rating.insurance_value_too_high",
      params: { max: INSURANCE_DECLARED_VALUE_MAX_CENTS / 100 },
    });
    return null;
  }
  return parsed.cents;
}

/**
 * Checks the preferences of a rating; a missing one comes from `defaults` (the user's saved
 * shipment defaults), then from the spec's (cheapest, every carrier, all, either, no insurance).
 */
export function checkQuotePreferences(
  sent: TQuotePreferencesInput,
  defaults: TQuotePreferencesInput = {},
): { ok: true; preferences: TQuotePreferences } | { ok: false; issues: TQuotePreferenceIssue[] } {
  const input: TQuotePreferencesInput = { ...defaults };
  for (const [key, value] of Object.entries(sent)) {
    if (value !== undefined) Object.assign(input, { [key]: value });
  }
  const issues: TQuotePreferenceIssue[] = [];
  const priority = input.priority ?? DEFAULT_QUOTE_PREFERENCES.priority;
  if (!isOneOf(QUOTE_PRIORITIES, priority)) {
    issues.push({ field: "priority", code: "rating.priority_invalid" });
  }
  const selection = input.selection ?? DEFAULT_QUOTE_PREFERENCES.selection;
  if (!isOneOf(QUOTE_SELECTIONS, selection)) {
    issues.push({ field: "selection", code: "rating.selection_invalid" });
  }
  const collectionPoint = input.delivery_to_collection_point_selection ?? 0;
  if (!isOneOf(COLLECTION_POINT_SELECTIONS, collectionPoint)) {
    issues.push({ field: "delivery_to_collection_point_selection", code: "rating.collection_point_invalid" });
  }
  const carriers: TCarrierCode[] = [];
  (input.preferred_carrier_groups ?? []).forEach((group, index) => {
    const code = group.trim().toUpperCase();
    if (isOneOf(CARRIER_CODES, code)) {
      if (!carriers.includes(code)) carriers.push(code);
    } else {
      issues.push({
        field: `preferred_carrier_groups.${index}`,
        code: "rating.carrier_group_unknown",
        params: { value: group.slice(0, 32) },
      });
    }
  });
  const insurance = input.insurance ?? 0;
  if (insurance !== 0 && insurance !== 1)
    issues.push({ field: "insurance", code: "validation.invalid_type" });
  const declared = checkDeclaredValue(input, issues);
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    preferences: {
      priority: priority as TQuotePriority,
      preferred_carrier_groups: carriers,
      selection: selection as TQuoteSelection,
      delivery_to_collection_point_selection: collectionPoint as TCollectionPointSelection,
      insurance: insurance === 1 ? 1 : 0,
      insurance_declared_value: insurance === 1 ? declared : null,
    },
  };
}

/** What ordering and filtering an offer needs. */
export type TRankableOffer = {
  carrier_code: string;
  is_express: 0 | 1;
  delivery_to_collection_point: 0 | 1;
  price_ti: TCents;
  delivery_timestamp: number;
};

/** Spec §2 offers tabs, the same test as spec §3 selection. */
export function isInSelection(
  offer: Pick<TRankableOffer, "carrier_code" | "is_express">,
  tab: TQuoteSelection,
) {
  switch (tab) {
    case "courier":
      return offer.carrier_code === "COURSIER";
    case "express":
      return offer.is_express === 1;
    case "standard":
      return offer.is_express === 0;
    default:
      return true;
  }
}

/** Orders offers by the priority: price then delivery time, or delivery time then price. */
export function compareByPriority(priority: TQuotePriority) {
  return (a: TRankableOffer, b: TRankableOffer) =>
    priority === "fastest"
      ? a.delivery_timestamp - b.delivery_timestamp || a.price_ti - b.price_ti
      : a.price_ti - b.price_ti || a.delivery_timestamp - b.delivery_timestamp;
}

/**
 * The offers a rating keeps, best first by the priority (the first one is the recommended one):
 * only the preferred carriers (all when none), the selection's, and the delivery the
 * collection-point selection allows.
 */
export function selectOffers<T extends TRankableOffer>(
  offers: readonly T[],
  preferences: Pick<
    TQuotePreferences,
    "priority" | "preferred_carrier_groups" | "selection" | "delivery_to_collection_point_selection"
  >,
): T[] {
  const preferred = new Set<string>(preferences.preferred_carrier_groups);
  const collectionPoint = preferences.delivery_to_collection_point_selection;
  return offers
    .filter(
      (offer) =>
        (preferred.size === 0 || preferred.has(offer.carrier_code)) &&
        isInSelection(offer, preferences.selection) &&
        (collectionPoint === 0 || offer.delivery_to_collection_point === (collectionPoint === 1 ? 1 : 0)),
    )
    .sort(compareByPriority(preferences.priority));
}

/** The insurance premium a rating's offers carry, in the offers' currency (0 without insurance). */
export function insurancePriceOfPreferences(
  preferences: Pick<TQuotePreferences, "insurance" | "insurance_declared_value">,
  currency: TCurrency,
): TCents {
  if (preferences.insurance !== 1 || preferences.insurance_declared_value === null) return 0;
  return computeInsurancePrice(preferences.insurance_declared_value, currency, currency);
}
