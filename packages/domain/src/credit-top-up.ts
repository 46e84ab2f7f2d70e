/**
 * Credit top-ups (spec §5 credit amount, §9): 100 euros give 2 % free, 300 euros give 3 %; the form
 * offers 100 by default. Credit is kept in euros (CREDIT_CURRENCY, decisions 016 and 035).
 */
export const TOP_UP_EUROS = [100, 300] as const;
export type TTopUpEuros = (typeof TOP_UP_EUROS)[number];
export const DEFAULT_TOP_UP_EUROS: TTopUpEuros = 100;

const BONUS_PERCENT: Record<TTopUpEuros, number> = { 100: 2, 300: 3 };

export function isTopUpEuros(value: unknown): value is TTopUpEuros {
  return TOP_UP_EUROS.includes(value as TTopUpEuros);
}

/** The bonus of a top-up, in cents: 200 for 10,000 cents, 900 for 30,000, none for other amounts. */
export function topUpBonusCents(cents: number): number {
  const euros = cents / 100;
  return isTopUpEuros(euros) ? euros * BONUS_PERCENT[euros] : 0;
}
