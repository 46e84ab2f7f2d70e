import { z } from "zod";

/** Euros as typed ("12", "-12.5", "12,50") to integer cents; the console's amount fields. */
export const EUROS_PATTERN = /^-?\d{1,7}(?:[.,]\d{1,2})?$/;

export function eurosToCents(text: string): number {
  const [whole = "0", fraction = ""] = text.trim().replace("-", "").split(/[.,]/);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return text.trim().startsWith("-") ? -cents : cents;
}

export const centsToEuros = (cents: number) => (cents / 100).toFixed(2);

/** A field of euros: the form's own check, before the API's check of the cents. */
export const ZEuros = z.string().trim().min(1).regex(EUROS_PATTERN);
