/** A calendar date as 'YYYY-MM-DD' (spec §3 shipment_date); no time zone attached. */
export type TIsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isIsoDate(value: unknown): value is TIsoDate {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  // Read back from the parts (not through toISOString: this runs for every date the engine moves).
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMs(date: TIsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function formatUtcDate(date: Date): TIsoDate {
  const year = date.getUTCFullYear();
  // Years 0 to 9999 as toISOString writes them; others keep toISOString's extended form.
  if (year < 0 || year > 9999) return date.toISOString().slice(0, 10);
  return `${String(year).padStart(4, "0")}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
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
