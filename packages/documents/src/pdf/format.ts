import type { TCents, TLang } from "@ship/domain";

const LOCALES: Record<TLang, string> = { en: "en-GB", fr: "fr-FR", es: "es-ES" };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Integer cents as money in the reader's language: 123456 EUR -> "1 234,56 €" (fr), "€1,234.56" (en). */
export function formatCents(cents: TCents, currency: string, lang: TLang): string {
  const key = `${lang}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency });
    moneyFormats.set(key, format);
  }
  // Cents are integers; dividing by 100 is exact enough for display (never used for sums).
  return format.format(cents / 100);
}

/** A calendar date "2026-11-23" in the reader's language: "23 novembre 2026". */
export function formatIsoDate(isoDate: string, lang: TLang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${isoDate}`);
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** Grams as kilograms with up to 3 decimals: 2500 -> "2,5 kg" (fr). */
export function formatWeight(grams: number, lang: TLang): string {
  return `${new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 3 }).format(grams / 1000)} kg`;
}

/** A VAT rate: 20 -> "20 %" (fr), "20%" (en). */
export function formatPercent(percent: number, lang: TLang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}
