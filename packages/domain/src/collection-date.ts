import { addDaysToIsoDate, isIsoDate, type TIsoDate } from "./iso-date.ts";

// Spec §5: the collection date goes from today up to 15 days ahead.
export const COLLECTION_DATE_MAX_DAYS_AHEAD = 15;

export type TCollectionDateError = "validation.required" | "validation.invalid_value" | "validation.too_big";

/** The first and last collection dates a customer may pick on `today`. */
export function getCollectionDateRange(today: TIsoDate): { min: TIsoDate; max: TIsoDate } {
  return { min: today, max: addDaysToIsoDate(today, COLLECTION_DATE_MAX_DAYS_AHEAD) };
}

/** Spec §4: a past shipment date is reset to today; other dates are kept as they are. */
export function normalizeCollectionDate(date: TIsoDate, today: TIsoDate): TIsoDate {
  return date < today ? today : date;
}

/**
 * Checks a collection date after normalisation (a past date is not an error: it becomes today).
 * Returns an error key, or undefined when the date can be used.
 */
export function validateCollectionDate(date: unknown, today: TIsoDate): TCollectionDateError | undefined {
  if (date === undefined || date === null || date === "") return "validation.required";
  if (!isIsoDate(date)) return "validation.invalid_value";
  const { max } = getCollectionDateRange(today);
  return normalizeCollectionDate(date, today) > max ? "validation.too_big" : undefined;
}
