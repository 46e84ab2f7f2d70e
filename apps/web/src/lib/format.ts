import type { TCurrency } from "@ship/domain";

/** An amount in cents as the language writes it ("22 €", "€22", "2,50 €"); no decimals when whole. */
export function formatMoney(cents: number, currency: TCurrency, lang: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
