import type { TErrorCode, TRateAddressInput, TRatedShipment, TShipmentInput } from "@ship/contracts";
import {
  COLLECTION_DATE_MAX_DAYS_AHEAD,
  checkParcelLines,
  normalizeCollectionDate,
  SHIPMENT_TYPES,
  type TCurrency,
  type TIsoDate,
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
};

export type TValidationResult = { ok: true; shipment: TRatedShipment } | { ok: false; errors: TFieldError[] };

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
  const unit = input.unit ?? "fr";
  const shipmentType = input.shipment_type ?? SHIPMENT_TYPES.parcel;

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

  if (errors.length > 0 || !shipFrom || !shipTo) return { ok: false, errors };
  return {
    ok: true,
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
