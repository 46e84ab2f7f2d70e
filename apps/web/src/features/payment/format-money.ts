import type { TCurrency } from "@ship/domain";

/** Integer cents with two decimals (spec §9: prices rounded to 2 decimals), so amounts line up. */
export function formatAmount(cents: number, currency: TCurrency, lang: string): string {
  return new Intl.NumberFormat(lang, { style: "currency", currency, minimumFractionDigits: 2 }).format(
    cents / 100,
  );
}
