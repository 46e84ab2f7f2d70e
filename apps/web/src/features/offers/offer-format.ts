import type { TCurrency } from "@ship/domain";
import { formatMoney } from "../../lib/format.ts";

/** A 'YYYY-MM-DD' date as the language writes it ("Tue 24 Nov"); the date itself has no time zone. */
export function formatIsoDate(date: string, lang: string, style: "short" | "long" = "short"): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, {
    timeZone: "UTC",
    weekday: style === "long" ? "long" : "short",
    day: "numeric",
    month: style === "long" ? "long" : "short",
  }).format(parsed);
}

/** Always two decimals for prices in the offers list, so the column lines up ("12,48 €"). */
export function formatPrice(cents: number, currency: TCurrency, lang: string): string {
  return new Intl.NumberFormat(lang, { style: "currency", currency, minimumFractionDigits: 2 }).format(
    cents / 100,
  );
}

const MONEY_PARAMS = new Set(["amount", "max", "insurance_min"]);
const DATE_PARAMS = new Set(["expected_delivery_date"]);

/**
 * The parameters of an offer info block (spec §3: raw info blocks with a translation key and
 * parameters) made readable: amounts in cents become money, dates become the language's dates.
 */
export function formatInfoParams(
  params: Record<string, string | number>,
  currency: TCurrency,
  lang: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (MONEY_PARAMS.has(name) && typeof value === "number") out[name] = formatMoney(value, currency, lang);
    else if (DATE_PARAMS.has(name) && typeof value === "string")
      out[name] = formatIsoDate(value, lang, "long");
    else if (typeof value === "number") out[name] = new Intl.NumberFormat(lang).format(value);
    else out[name] = value;
  }
  return out;
}
