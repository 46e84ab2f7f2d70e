import type { TCarrierQuote } from "@ship/carriers";
import type { TMassMailingSettings } from "@ship/contracts";
import {
  checkMassMailing,
  convertDecimalToCents,
  normalizeCollectionDate,
  parseMassDecimal,
  parseMassParcel,
  SHIPMENT_TYPES,
  selectOffers,
  type TIsoDate,
  type TMassMailingIssue,
  type TMassParcelInput,
  type TMassRecipientInput,
  validateCollectionDate,
} from "@ship/domain";
import type { TFieldError } from "../../http/zod-issues.ts";
import type { TMassSettings } from "./mass-mailing-types.ts";

/**
 * What every path into a mass mailing shares (rating contacts, rating an uploaded file, the
 * upload's own check): spec §5's rules through domain's checkMassMailing, the date and pallet
 * rules of the rating form, the settings as stored, and the offer chosen per recipient.
 */

export type TMassCheck = { issues: TMassMailingIssue[]; fieldErrors: TFieldError[] };

/** Spec §5 mass mailing rules and the rating form's date and stackable rules; empty when valid. */
export function checkMassInput(
  settings: TMassMailingSettings,
  recipients: readonly TMassRecipientInput[],
  today: TIsoDate,
): TMassCheck {
  const issues = checkMassMailing({
    unit: settings.unit,
    parcels: settings.parcels as TMassParcelInput[],
    content: settings.content,
    value: settings.value,
    recipients,
  });
  const fieldErrors: TFieldError[] = [];
  const dateError = validateCollectionDate(settings.shipment_date, today);
  if (dateError === "validation.too_big") {
    fieldErrors.push({ code: "rating.date_too_late", field: "shipment.shipment_date", params: { max: 15 } });
  } else if (dateError) fieldErrors.push({ code: dateError, field: "shipment.shipment_date" });
  if (settings.stackable === 1 && settings.shipment_type !== SHIPMENT_TYPES.pallet) {
    fieldErrors.push({ code: "rating.stackable_pallet_only", field: "shipment.stackable" });
  }
  if (settings.shipping_method === "pickup" && (!settings.ready_time || !settings.close_time)) {
    fieldErrors.push({ code: "validation.required", field: "shipment.ready_time" });
  }
  return { issues, fieldErrors };
}

export const isValid = (check: TMassCheck) => check.issues.length === 0 && check.fieldErrors.length === 0;

/** A declared value that passed the check, in cents. */
export function valueCentsOf(value: TMassMailingSettings["value"]): number | null {
  const parsed = parseMassDecimal(value, { chars: 32, decimals: 2 });
  return parsed === null || parsed <= 0 ? null : convertDecimalToCents(parsed);
}

/** The settings as stored once checked: parsed parcels, the date as rated, the value in cents. */
export function storedSettingsOf(settings: TMassMailingSettings, today: TIsoDate): TMassSettings {
  const { sender: _sender, parcels, value, ...rest } = settings;
  return {
    ...rest,
    content: settings.content.trim(),
    parcels: parcels.map((parcel) => parseMassParcel(parcel as TMassParcelInput)),
    declared_value_cents: valueCentsOf(value),
    // Spec §4: a past collection date is rated as today.
    shipment_date: normalizeCollectionDate(settings.shipment_date as TIsoDate, today),
  };
}

/**
 * The offer kept for a recipient: the quote preferences' choice (decision 050: preferred carriers,
 * all when none; the priority, cheapest or fastest) among the offers that fit the shared drop-off
 * or pickup and deliver to the door (a relay point is chosen per order, which a batch cannot do).
 */
export function chooseOffer(
  quotes: readonly TCarrierQuote[],
  settings: Pick<TMassSettings, "priority" | "preferred_carrier_groups" | "shipping_method">,
): TCarrierQuote | undefined {
  const fitting = quotes.filter((quote) =>
    settings.shipping_method === "pickup" ? quote.allow_pickup === 1 : quote.allow_dropoff === 1,
  );
  return selectOffers(fitting, {
    priority: settings.priority,
    preferred_carrier_groups: settings.preferred_carrier_groups,
    selection: "all",
    delivery_to_collection_point_selection: -1,
  })[0];
}
