import { computeBillableWeight } from "./dimensional-weight.ts";
import type { TUnitSystem } from "./units.ts";
import { convertLengthToCm, convertWeightToKg } from "./units.ts";

/**
 * Mass mailing (issue 14, spec §5 and §9): one parcel to many recipients. The rules below are the
 * one check the API runs on every rate and upload and the web form runs before sending (decision
 * 029). Every problem of a recipient names its row (its position in the list, or its row in the
 * uploaded file); a problem of the shared settings has no row.
 */

export const MASS_MAILING_LIMITS = {
  /** At most this many recipients in one mass mailing (the benchmark's size). */
  recipients: 1000,
  /** Spec §5/§9: a parcel longer than 119 cm (47 in) is refused. */
  lengthCm: 119,
  lengthIn: 47,
  /** Spec §5: number up to 2 decimals, at most 5 characters. */
  numberChars: 5,
  numberDecimals: 2,
  /** Spec §5: weight up to 3 decimals, at most 7 characters. */
  weightChars: 7,
  weightDecimals: 3,
  /** Spec §5: dimensions up to 2 decimals, at most 7 characters. */
  dimensionChars: 7,
  dimensionDecimals: 2,
  /** Spec §5: content required, at most 35 characters. */
  contentChars: 35,
  /** Spec §5: declared value required, up to 2 decimals, at most 32 characters. */
  valueChars: 32,
  valueDecimals: 2,
  /** Parcel lines of the shared settings. */
  parcelLines: 10,
} as const;

/** Spec §3 priority: which offer is chosen for each recipient. */
export const MASS_MAILING_PRIORITIES = ["cheapest", "fastest"] as const;
export type TMassMailingPriority = (typeof MASS_MAILING_PRIORITIES)[number];

/** The rule codes (contracts' error codes; messages in en/fr/es). */
export const MASS_MAILING_RULE_CODES = [
  "mass_mailing.recipients_required",
  "mass_mailing.too_many_recipients",
  "mass_mailing.number_invalid",
  "mass_mailing.weight_invalid",
  "mass_mailing.dimension_invalid",
  "mass_mailing.length_too_long",
  "mass_mailing.content_required",
  "mass_mailing.content_too_long",
  "mass_mailing.value_required",
  "mass_mailing.value_invalid",
] as const;
export type TMassMailingRuleCode = (typeof MASS_MAILING_RULE_CODES)[number];

type TTyped = number | string | null | undefined;
/** One parcel line as typed (x length, y width, z height; the shipment's unit system). */
export type TMassParcelInput = { number?: TTyped; weight?: TTyped; x?: TTyped; y?: TTyped; z?: TTyped };
export type TMassParcel = { number: number; weight: number; x: number; y: number; z: number };

export type TMassRecipientInput = {
  /** The row this recipient is named by: 1-based position in the list, or the file's row. */
  row: number;
  /** A file row's own parcel values; the fields it leaves out come from the shared first line. */
  parcel?: TMassParcelInput;
  /** A file row's own content / declared value; absent: the shared ones. */
  content?: string | null;
  value?: TTyped;
};

export type TMassMailingInput = {
  unit: TUnitSystem;
  /** The shared parcel lines (every recipient without its own values sends these). */
  parcels: readonly TMassParcelInput[];
  content: string | null | undefined;
  value: TTyped;
  recipients: readonly TMassRecipientInput[];
};

/** One problem: the row (null for the shared settings), the field, the code and its parameters. */
export type TMassMailingIssue = {
  row: number | null;
  /** "recipients", "parcels.0.weight", "content", "value" (under the row when it has one). */
  field: string;
  code: TMassMailingRuleCode;
  params: Record<string, number>;
};

const DECIMAL = /^(\d+)(?:[.,](\d+))?$/;

type TNumberRule = { chars: number; decimals: number };

/** A typed decimal checked against a rule: its value, or null when it breaks the rule. */
export function parseMassDecimal(raw: TTyped, rule: TNumberRule): number | null {
  if (raw === null || raw === undefined) return null;
  const text = (typeof raw === "number" ? String(raw) : raw).trim();
  const match = DECIMAL.exec(text);
  if (!match || text.length > rule.chars) return null;
  if ((match[2]?.length ?? 0) > rule.decimals) return null;
  return Number(text.replace(",", "."));
}

const NUMBER_RULE = { chars: MASS_MAILING_LIMITS.numberChars, decimals: MASS_MAILING_LIMITS.numberDecimals };
const WEIGHT_RULE = { chars: MASS_MAILING_LIMITS.weightChars, decimals: MASS_MAILING_LIMITS.weightDecimals };
const DIMENSION_RULE = {
  chars: MASS_MAILING_LIMITS.dimensionChars,
  decimals: MASS_MAILING_LIMITS.dimensionDecimals,
};
const VALUE_RULE = { chars: MASS_MAILING_LIMITS.valueChars, decimals: MASS_MAILING_LIMITS.valueDecimals };

function isBlank(raw: TTyped): boolean {
  return raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "");
}

/** The longest a parcel may be, in the unit system's length unit. */
export function maxLengthOf(unit: TUnitSystem): number {
  return unit === "us" ? MASS_MAILING_LIMITS.lengthIn : MASS_MAILING_LIMITS.lengthCm;
}

type TIssueSink = (field: string, code: TMassMailingRuleCode, params?: Record<string, number>) => void;

/** One parcel line's problems; the parsed line when it has none. */
function checkParcel(parcel: TMassParcelInput, unit: TUnitSystem, report: TIssueSink): TMassParcel | null {
  let valid = true;
  const fail: TIssueSink = (field, code, params) => {
    valid = false;
    report(field, code, params);
  };
  const number = parseMassDecimal(parcel.number, NUMBER_RULE);
  // Spec §5 allows decimals in the typed text ("2.00"), but a parcel count is whole and at least 1.
  if (number === null || number < 1 || !Number.isInteger(number)) {
    fail("number", "mass_mailing.number_invalid", { max: NUMBER_RULE.chars });
  }
  const weight = parseMassDecimal(parcel.weight, WEIGHT_RULE);
  if (weight === null || weight <= 0)
    fail("weight", "mass_mailing.weight_invalid", { max: WEIGHT_RULE.chars });
  const side = (name: "x" | "y" | "z"): number => {
    const value = parseMassDecimal(parcel[name], DIMENSION_RULE);
    if (value === null || value <= 0)
      fail(name, "mass_mailing.dimension_invalid", { max: DIMENSION_RULE.chars });
    return value ?? 0;
  };
  const x = side("x");
  const y = side("y");
  const z = side("z");
  if (x > maxLengthOf(unit)) fail("x", "mass_mailing.length_too_long", { max: maxLengthOf(unit) });
  return valid ? { number: number ?? 1, weight: weight ?? 0, x, y, z } : null;
}

function checkContent(content: string | null | undefined, report: TIssueSink): void {
  const text = content?.trim() ?? "";
  if (text === "") report("content", "mass_mailing.content_required");
  else if (text.length > MASS_MAILING_LIMITS.contentChars) {
    report("content", "mass_mailing.content_too_long", { max: MASS_MAILING_LIMITS.contentChars });
  }
}

function checkValue(value: TTyped, report: TIssueSink): void {
  if (isBlank(value)) report("value", "mass_mailing.value_required");
  else if (parseMassDecimal(value, VALUE_RULE) === null) {
    report("value", "mass_mailing.value_invalid", { max: VALUE_RULE.chars });
  }
}

/** A file row's parcel: its own values, the shared first line's for the fields it leaves out. */
export function effectiveParcelOf(
  shared: TMassParcelInput,
  own: TMassParcelInput | undefined,
): TMassParcelInput {
  if (!own) return shared;
  const pick = (field: keyof TMassParcelInput) => (isBlank(own[field]) ? shared[field] : own[field]);
  return { number: pick("number") ?? 1, weight: own.weight, x: pick("x"), y: pick("y"), z: pick("z") };
}

/**
 * Spec §5 mass mailing rules. The shared settings are checked once (row null); each recipient's
 * own values (a file row's parcel, content, value) are checked under its row. Empty when valid.
 */
export function checkMassMailing(input: TMassMailingInput): TMassMailingIssue[] {
  const issues: TMassMailingIssue[] = [];
  const at =
    (row: number | null, prefix: string): TIssueSink =>
    (field, code, params = {}) =>
      issues.push({
        row,
        field: `${prefix}${field}`,
        code,
        params: row === null ? params : { ...params, row },
      });
  if (input.recipients.length === 0) at(null, "")("recipients", "mass_mailing.recipients_required");
  if (input.recipients.length > MASS_MAILING_LIMITS.recipients) {
    at(null, "")("recipients", "mass_mailing.too_many_recipients", { max: MASS_MAILING_LIMITS.recipients });
  }
  input.parcels.forEach((parcel, index) => {
    checkParcel(parcel, input.unit, at(null, `parcels.${index}.`));
  });
  checkContent(input.content, at(null, ""));
  checkValue(input.value, at(null, ""));
  const shared = input.parcels[0] ?? {};
  for (const recipient of input.recipients) {
    const report = at(recipient.row, "");
    if (recipient.parcel)
      checkParcel(effectiveParcelOf(shared, recipient.parcel), input.unit, at(recipient.row, "parcels.0."));
    if (recipient.content !== undefined && recipient.content !== null)
      checkContent(recipient.content, report);
    if (recipient.value !== undefined && recipient.value !== null) checkValue(recipient.value, report);
  }
  return issues;
}

/** Parses a parcel line that passed the check (numbers as the unit system writes them). */
export function parseMassParcel(parcel: TMassParcelInput): TMassParcel {
  const read = (raw: TTyped) => Number(String(raw).trim().replace(",", "."));
  return {
    number: read(parcel.number),
    weight: read(parcel.weight),
    x: read(parcel.x),
    y: read(parcel.y),
    z: read(parcel.z),
  };
}

/**
 * Spec §5: the billable weight of a recipient's parcels, in grams: per piece the larger of the
 * real weight and L x W x H / 5000 (metric), times the number of pieces.
 */
export function massBillableGrams(parcels: readonly TMassParcel[], unit: TUnitSystem): number {
  const metric = parcels.map((parcel) => ({
    number: parcel.number,
    weight: convertWeightToKg(parcel.weight, unit),
    x: convertLengthToCm(parcel.x, unit),
    y: convertLengthToCm(parcel.y, unit),
    z: convertLengthToCm(parcel.z, unit),
  }));
  return computeBillableWeight(metric).billableGrams;
}
