import type { TErrorCode, TRateAddressInput, TRatedShipment, TShipmentInput } from "@ship/contracts";
import {
  COLLECTION_DATE_MAX_DAYS_AHEAD,
  checkParcelLines,
  checkQuotePreferences,
  normalizeCollectionDate,
  routeRefusalOf,
  SHIPMENT_TYPES,
  type TCurrency,
  type TIsoDate,
  type TQuotePreferences,
  type TQuotePreferencesInput,
  validateCollectionDate,
} from "@ship/domain";
import type { TFieldError } from "../../http/zod-issues.ts";
import type { TCityIndex } from "./city-index.ts";

type TEnd = "ship_from" | "ship_to";

export type TValidationInput = {
  shipment: TShipmentInput;
  /** Today in the operator's time zone. */
  today: TIsoDate;
  /** ISO codes of the countries the platform knows (reference data). */
  countryCodes: ReadonlySet<string>;
  cities: TCityIndex;
  defaultCurrency: TCurrency;
  /** The logged-in caller's saved defaults for the preferences the shipment leaves out (decision 050). */
  preferenceDefaults?: TQuotePreferencesInput;
  /** The brand's blocks (decision 049): routes it ships, insurance it offers. All on when absent. */
  blocks?: readonly string[];
};

export type TValidationResult =
  | { ok: true; shipment: TRatedShipment; preferences: TQuotePreferences }
  | { ok: false; errors: TFieldError[] };

/** Spec §3 quote preferences; their issues name the body's fields. */
function checkPreferences(ctx: TValidationInput, errors: TFieldError[]): TQuotePreferences | undefined {
  const input = ctx.shipment;
  const checked = checkQuotePreferences(
    {
      priority: input.priority,
      preferred_carrier_groups: input.preferred_carrier_groups,
      selection: input.selection,
      delivery_to_collection_point_selection: input.delivery_to_collection_point_selection,
      insurance: input.insurance,
      insurance_declared_value: input.insurance_declared_value,
    },
    ctx.preferenceDefaults,
  );
  if (checked.ok) return checked.preferences;
  for (const { field, code, params } of checked.issues) {
    errors.push({ code, field: `shipment.${field}`, ...(params ? { params } : {}) });
  }
  return undefined;
}

const MESSAGES: Record<TEnd, { required: TErrorCode; invalid: TErrorCode }> = {
  ship_from: { required: "rating.city_from_required", invalid: "rating.origin_town_invalid" },
  ship_to: { required: "rating.city_to_required", invalid: "rating.destination_town_invalid" },
};

/**
 * Spec §5: the postcode and town come from the autocomplete text 'postcode, city', split in two,
 * unless sent apart. Text without a comma is a postcode when it starts with a digit-bearing word.
 */
export function splitPlaceText(text: string): { postcode: string; city: string } {
  const trimmed = text.trim();
  const comma = trimmed.indexOf(",");
  if (comma >= 0) return { postcode: trimmed.slice(0, comma).trim(), city: trimmed.slice(comma + 1).trim() };
  const match = /^(\S*\d\S*)(?:\s+(.*))?$/.exec(trimmed);
  if (match) return { postcode: match[1] ?? "", city: (match[2] ?? "").trim() };
  return { postcode: "", city: trimmed };
}

function checkEnd(end: TEnd, input: TRateAddressInput, ctx: TValidationInput, errors: TFieldError[]) {
  const country = input.country_code.toUpperCase();
  const field = `shipment.${end}`;
  if (!ctx.countryCodes.has(country)) {
    errors.push({ code: "country.not_found", field: `${field}.country_code` });
    return undefined;
  }
  const fromText = splitPlaceText(input.address ?? "");
  const postcode = (input.postcode ?? "").trim() || fromText.postcode;
  const city = (input.city ?? "").trim() || fromText.city;
  if (!postcode && !city) {
    errors.push({ code: MESSAGES[end].required, field: `${field}.address` });
    return undefined;
  }
  const place = ctx.cities.resolve(country, postcode, city);
  if (!place) {
    errors.push({ code: MESSAGES[end].invalid, field: `${field}.address` });
    return undefined;
  }
  return { country_code: country, postcode: place.postcode, city: place.city, pro: input.pro ?? 0 };
}

/** Every home-form rule of spec §5 for POST /rate; field errors name the body's fields. */
export function validateShipment(ctx: TValidationInput): TValidationResult {
  const input = ctx.shipment;
  const errors: TFieldError[] = [];
  const shipFrom = checkEnd("ship_from", input.ship_from, ctx, errors);
  const shipTo = checkEnd("ship_to", input.ship_to, ctx, errors);
  const refusal = ctx.blocks
    ? routeRefusalOf(ctx.blocks, input.ship_from.country_code, input.ship_to.country_code)
    : null;
  if (refusal) errors.push({ code: refusal, field: "shipment.ship_to.country_code" });
  const insuranceOff = ctx.blocks !== undefined && !ctx.blocks.includes("shipment_value");
  if (insuranceOff) {
    for (const field of ["insurance", "insurance_declared_value"] as const) {
      const value = input[field];
      if (value !== undefined && value !== null && value !== 0 && value !== "")
        errors.push({ code: "validation.unknown_field", field: `shipment.${field}` });
    }
  }
  const unit = input.unit ?? "fr";
  // Spec §3: `type` is an alias of shipment_type.
  if (input.type !== undefined && input.shipment_type !== undefined && input.type !== input.shipment_type) {
    errors.push({ code: "rating.type_conflict", field: "shipment.type" });
  }
  const shipmentType = input.shipment_type ?? input.type ?? SHIPMENT_TYPES.parcel;

  const { issues, parcels } = checkParcelLines(input.parcels, unit);
  for (const { code, path, params } of issues) {
    errors.push({ code, field: `shipment.${path.join(".")}`, ...(params ? { params } : {}) });
  }

  if (input.stackable === 1 && shipmentType !== SHIPMENT_TYPES.pallet) {
    errors.push({ code: "rating.stackable_pallet_only", field: "shipment.stackable" });
  }

  const dateError = validateCollectionDate(input.shipment_date, ctx.today);
  if (dateError) {
    errors.push(
      dateError === "validation.too_big"
        ? {
            code: "rating.date_too_late",
            field: "shipment.shipment_date",
            params: { max: COLLECTION_DATE_MAX_DAYS_AHEAD },
          }
        : { code: dateError, field: "shipment.shipment_date" },
    );
  }

  const asked = checkPreferences(ctx, errors);
  // A brand without the shipment_value block insures nothing, whatever the saved defaults say.
  const preferences =
    asked && insuranceOff ? { ...asked, insurance: 0 as const, insurance_declared_value: null } : asked;
  if (errors.length > 0 || !shipFrom || !shipTo || !preferences) return { ok: false, errors };
  return {
    ok: true,
    preferences,
    shipment: {
      ship_from: shipFrom,
      ship_to: shipTo,
      parcels,
      unit,
      shipment_type: shipmentType,
      stackable: shipmentType === SHIPMENT_TYPES.pallet && input.stackable === 1 ? 1 : 0,
      // Spec §4: a past collection date is reset to today.
      shipment_date: normalizeCollectionDate(input.shipment_date, ctx.today),
      currency: input.currency ?? ctx.defaultCurrency,
    },
  };
}
