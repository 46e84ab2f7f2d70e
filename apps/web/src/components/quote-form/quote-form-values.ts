import type { TShipmentDefaults, TShipmentInput } from "@ship/contracts";
import {
  CARRIER_CODES,
  checkParcelLines,
  convertCmToLength,
  convertKgToWeight,
  convertLengthToCm,
  convertWeightToKg,
  DEFAULT_COUNTRY,
  DEFAULT_PARCEL_NUMBER,
  DEFAULT_QUOTE_PREFERENCES,
  DEFAULT_SHIPMENT_TYPE,
  DEFAULT_UNIT_SYSTEM,
  getCollectionDateRange,
  isIsoDate,
  isShipmentType,
  isUnitSystem,
  normalizeStackable,
  PARCEL_FIELDS,
  PARCEL_INPUT_MAX_CHARS,
  PARCEL_MAX_DECIMALS,
  QUOTE_PRIORITIES,
  type TCarrierCode,
  type TCurrency,
  type TParcelErrorKey,
  type TParcelField,
  type TQuotePriority,
  type TShipmentType,
  type TUnitSystem,
  validateCollectionDate,
} from "@ship/domain";

/** One parcel line as typed (spec §3 Parcel: number, weight, x length, y width, z height). */
export type TParcelLineValues = Record<TParcelField, string>;
/** One end of the shipment: country, the 'postcode, city' text of the autocomplete, business tick. */
export type TPlaceValues = { country_code: string; place: string; pro: boolean };

export type TQuoteFormValues = {
  shipment_type: TShipmentType;
  stackable: boolean;
  ship_from: TPlaceValues;
  ship_to: TPlaceValues;
  parcels: TParcelLineValues[];
  unit: TUnitSystem;
  /** 'YYYY-MM-DD'. */
  shipment_date: string;
  /** Spec §3 quote preferences (decision 050): the offers' order, and the carriers kept (none = all). */
  priority: TQuotePriority;
  preferred_carrier_groups: TCarrierCode[];
};

export function createEmptyParcelLine(): TParcelLineValues {
  return { number: String(DEFAULT_PARCEL_NUMBER), weight: "", x: "", y: "", z: "" };
}

/** Spec §4: with nothing stored, a parcel from France to France collected today. */
export function createDefaultQuote(today: string): TQuoteFormValues {
  return {
    shipment_type: DEFAULT_SHIPMENT_TYPE,
    stackable: false,
    ship_from: { country_code: DEFAULT_COUNTRY, place: "", pro: false },
    ship_to: { country_code: DEFAULT_COUNTRY, place: "", pro: false },
    parcels: [createEmptyParcelLine()],
    unit: DEFAULT_UNIT_SYSTEM,
    shipment_date: today,
    priority: DEFAULT_QUOTE_PREFERENCES.priority,
    preferred_carrier_groups: [],
  };
}

function readCarriers(raw: unknown): TCarrierCode[] {
  if (!Array.isArray(raw)) return [];
  return CARRIER_CODES.filter((code) => raw.includes(code));
}

const MAX_STORED_LINES = 50;

function readText(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.length <= max ? value : undefined;
}

function readPlace(raw: unknown, fallback: TPlaceValues): TPlaceValues {
  if (typeof raw !== "object" || raw === null) return fallback;
  const place = raw as Record<string, unknown>;
  const code = readText(place.country_code, 2);
  return {
    country_code: code && /^[A-Z]{2}$/.test(code) ? code : fallback.country_code,
    place: readText(place.place, 300) ?? fallback.place,
    pro: place.pro === true,
  };
}

function readParcelLine(raw: unknown): TParcelLineValues | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const line = raw as Record<string, unknown>;
  const out = createEmptyParcelLine();
  for (const field of PARCEL_FIELDS) {
    const value = line[field];
    if (typeof value === "number" && Number.isFinite(value)) out[field] = String(value);
    else if (typeof value === "string" && value.length <= 16) out[field] = value;
  }
  return out;
}

/** A collection date the picker can show: a past, missing or too distant date becomes today (spec §4, §5). */
export function normalizeDraftDate(date: unknown, today: string): string {
  if (!isIsoDate(date)) return today;
  const { min, max } = getCollectionDateRange(today);
  return date < min || date > max ? today : date;
}

/**
 * The stored draft (localStorage, spec §4's draft cookie) read back into form values; anything
 * missing or malformed falls back to the defaults, and null means there is no usable draft.
 */
export function readQuoteDraft(raw: unknown, today: string): TQuoteFormValues | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const draft = raw as Record<string, unknown>;
  const defaults = createDefaultQuote(today);
  const lines = Array.isArray(draft.parcels)
    ? draft.parcels.slice(0, MAX_STORED_LINES).map(readParcelLine)
    : [];
  const parcels = lines.filter((line): line is TParcelLineValues => line !== undefined);
  const type = isShipmentType(draft.shipment_type) ? draft.shipment_type : defaults.shipment_type;
  return {
    shipment_type: type,
    stackable: normalizeStackable(type, draft.stackable === true ? 1 : 0) === 1,
    ship_from: readPlace(draft.ship_from, defaults.ship_from),
    ship_to: readPlace(draft.ship_to, defaults.ship_to),
    parcels: parcels.length > 0 ? parcels : defaults.parcels,
    unit: isUnitSystem(draft.unit) ? draft.unit : defaults.unit,
    shipment_date: normalizeDraftDate(draft.shipment_date, today),
    priority: QUOTE_PRIORITIES.find((priority) => priority === draft.priority) ?? defaults.priority,
    preferred_carrier_groups: readCarriers(draft.preferred_carrier_groups),
  };
}

/**
 * Spec §3 'Shipment defaults' of a logged-in user applied to the form defaults: type, unit and the
 * first parcel line (number, weight, dimensions). Fields the user has not set keep their default.
 */
export function applyShipmentDefaults(
  values: TQuoteFormValues,
  profile: TShipmentDefaults,
): TQuoteFormValues {
  const type = profile.shipment_type ?? values.shipment_type;
  const text = (value: number | undefined, fallback: string) =>
    value === undefined ? fallback : String(value);
  const first = values.parcels[0] ?? createEmptyParcelLine();
  return {
    ...values,
    shipment_type: type,
    stackable: normalizeStackable(type, values.stackable ? 1 : 0) === 1,
    unit: profile.parcel_unit ?? values.unit,
    preferred_carrier_groups: readCarriers(profile.preferred_carrier_groups),
    parcels: [
      {
        number: text(profile.parcel_number, first.number),
        weight: text(profile.parcel_weight, first.weight),
        x: text(profile.parcel_x, first.x),
        y: text(profile.parcel_y, first.y),
        z: text(profile.parcel_z, first.z),
      },
      ...values.parcels.slice(1),
    ],
  };
}

/** Spec §4 prefill order: the previous or stored quote, else the defaults (FR to FR). */
export function prefillQuote(storedDraft: unknown, today: string): TQuoteFormValues {
  return readQuoteDraft(storedDraft, today) ?? createDefaultQuote(today);
}

export type TQuoteErrorKey =
  | TParcelErrorKey
  | "city_from_required"
  | "city_to_required"
  | "date_required"
  | "date_invalid"
  | "date_too_late";

export type TQuoteFieldError = { path: string; key: TQuoteErrorKey };

/** Spec §5 home form: both towns, every parcel field and the collection date are required. */
export function validateQuoteForm(values: TQuoteFormValues, today: string): TQuoteFieldError[] {
  const errors: TQuoteFieldError[] = [];
  if (values.ship_from.place.trim() === "")
    errors.push({ path: "ship_from.place", key: "city_from_required" });
  if (values.ship_to.place.trim() === "") errors.push({ path: "ship_to.place", key: "city_to_required" });
  for (const { code, path } of checkParcelLines(values.parcels, values.unit).issues) {
    errors.push({ path: path.join("."), key: code });
  }
  const dateError = validateCollectionDate(values.shipment_date, today);
  if (dateError) {
    const key =
      dateError === "validation.required"
        ? "date_required"
        : dateError === "validation.too_big"
          ? "date_too_late"
          : "date_invalid";
    errors.push({ path: "shipment_date", key });
  }
  return errors;
}

/** The body of POST /rate (spec §3 Shipment); the API splits 'postcode, city' and checks it again. */
export function toShipmentInput(values: TQuoteFormValues, currency: TCurrency): TShipmentInput {
  const place = (end: TPlaceValues) => ({
    country_code: end.country_code,
    address: end.place.trim(),
    pro: end.pro ? (1 as const) : (0 as const),
  });
  return {
    ship_from: place(values.ship_from),
    ship_to: place(values.ship_to),
    parcels: values.parcels.map((line) => ({
      number: line.number.trim(),
      weight: line.weight.trim(),
      x: line.x.trim(),
      y: line.y.trim(),
      z: line.z.trim(),
    })),
    unit: values.unit,
    shipment_date: values.shipment_date,
    shipment_type: values.shipment_type,
    stackable: normalizeStackable(values.shipment_type, values.stackable ? 1 : 0),
    currency,
    // Sent even when left at their defaults: what the form shows is what is rated (decision 050).
    priority: values.priority,
    preferred_carrier_groups: values.preferred_carrier_groups,
  };
}

/** The input limit of a parcel field in characters (spec §5: number 3, weight 4 or 7, dimensions 3 or 7). */
export function getParcelMaxChars(field: TParcelField, unit: TUnitSystem): number {
  const limits = PARCEL_INPUT_MAX_CHARS[unit];
  return field === "number" ? limits.number : field === "weight" ? limits.weight : limits.dimension;
}

/** A converted value written with as many decimals (at most 2) as the field's limit allows. */
function formatWithin(value: number, maxChars: number): string {
  for (let decimals = PARCEL_MAX_DECIMALS; decimals > 0; decimals -= 1) {
    const text = String(Number(value.toFixed(decimals)));
    if (text.length <= maxChars) return text;
  }
  return String(Math.round(value));
}

/**
 * Rewrites a parcel line in the other unit system (exact kg/lb and cm/in factors), so that
 * switching the metric/imperial toggle keeps the same parcel. Empty or unreadable fields stay.
 */
export function convertParcelLine(
  line: TParcelLineValues,
  from: TUnitSystem,
  to: TUnitSystem,
): TParcelLineValues {
  if (from === to) return line;
  const out = { ...line };
  for (const field of ["weight", "x", "y", "z"] as const) {
    const text = line[field].trim().replace(",", ".");
    const value = Number(text);
    if (text === "" || !Number.isFinite(value) || value <= 0) continue;
    const converted =
      field === "weight"
        ? convertKgToWeight(convertWeightToKg(value, from), to)
        : convertCmToLength(convertLengthToCm(value, from), to);
    out[field] = formatWithin(converted, getParcelMaxChars(field, to));
  }
  return out;
}

/**
 * Where an API field error belongs in the form (the API names fields as in spec §3, with or
 * without the "shipment." prefix); undefined when it concerns no single field (red box only).
 */
export function mapApiField(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const path = field.replace(/^shipment\./, "").replace(/\[(\d+)\]/g, ".$1");
  const end = /^(ship_from|ship_to)\.(address|postcode|city|country_code|country)$/.exec(path);
  if (end) return end[2]?.startsWith("country") ? `${end[1]}.country_code` : `${end[1]}.place`;
  if (/^(ship_from|ship_to)$/.test(path)) return `${path}.place`;
  if (/^parcels\.\d+\.(number|weight|x|y|z)$/.test(path)) return path;
  if (path === "shipment_date") return path;
  return undefined;
}
