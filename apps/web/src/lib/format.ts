import type { TCurrency } from "@ship/domain";

/**
 * How an amount is written: "cents" always with two decimals ("12,48 €", "22,00 €"; spec §9:
 * prices rounded to 2 decimals), for prices and totals, so amounts in a list or summary line up;
 * "short" without decimals when whole ("22 €", "2,50 €"), for amounts inside a sentence.
 */
export type TMoneyStyle = "cents" | "short";

/**
 * Intl formatters by their options: making one costs about a millisecond (locale data), and the
 * offers screen writes a hundred amounts and dates when it opens (decision 048).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as F;
}

/** An amount in integer cents as the language writes it ("12,48 €", "€12.48"). */
export function formatMoney(
  cents: number,
  currency: TCurrency,
  lang: string,
  style: TMoneyStyle = "cents",
): string {
  const whole = style === "short" && cents % 100 === 0;
  const formatter = cached(
    `money ${lang} ${currency} ${whole}`,
    () =>
      new Intl.NumberFormat(lang, {
        style: "currency",
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  );
  return formatter.format(cents / 100);
}

/** A 'YYYY-MM-DD' date as the language writes it ("Tue 24 Nov"); the date itself has no time zone. */
export function formatIsoDate(date: string, lang: string, style: "short" | "long" = "short"): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const formatter = cached(
    `date ${lang} ${style}`,
    () =>
      new Intl.DateTimeFormat(lang, {
        timeZone: "UTC",
        weekday: style === "long" ? "long" : "short",
        day: "numeric",
        month: style === "long" ? "long" : "short",
      }),
  );
  return formatter.format(parsed);
}

/**
 * Makes a language's date formatters ahead of use, in a task of their own. The page's first
 * Intl.DateTimeFormat loads the locale's calendar data (10 to 15 ms on a phone), which otherwise
 * lands in the task that renders the first dates: the offers' rows, the order's summary
 * (decision 065). Called while the page's data is on its way.
 */
export function prepareDateFormats(lang: string): void {
  // One task each: the first pays for the locale data (about 15 ms of CPU on a phone).
  setTimeout(() => formatIsoDate("2000-01-01", lang), 0);
  setTimeout(() => formatIsoDate("2000-01-01", lang, "long"), 0);
}
