/** A calendar date as 'YYYY-MM-DD' (spec §3 shipment_date); no time zone attached. */
export type TIsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is TIsoDate {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return formatUtcDate(date) === value;
}

function toUtcMs(date: TIsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

function formatUtcDate(date: Date): TIsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDaysToIsoDate(date: TIsoDate, days: number): TIsoDate {
  return formatUtcDate(new Date(toUtcMs(date) + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: TIsoDate, to: TIsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function getIsoWeekday(date: TIsoDate): number {
  const day = new Date(toUtcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function isWeekend(date: TIsoDate): boolean {
  return getIsoWeekday(date) >= 6;
}
