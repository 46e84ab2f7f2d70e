import { addDaysToIsoDate, isWeekend, type TIsoDate } from "@ship/domain";
import Holidays from "date-holidays";

// One Holidays instance per country and one set of dates per country and year: building them
// costs milliseconds, looking a date up afterwards costs nothing.
const calendars = new Map<string, Holidays>();
const holidayDates = new Map<string, ReadonlySet<string>>();

function getPublicHolidays(country: string, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let dates = holidayDates.get(key);
  if (!dates) {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Holidays(country);
      calendars.set(country, calendar);
    }
    const list = calendar.getHolidays(year) || [];
    dates = new Set(
      list.filter((holiday) => holiday.type === "public").map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayDates.set(key, dates);
  }
  return dates;
}

export function isPublicHoliday(date: TIsoDate, country: string): boolean {
  return getPublicHolidays(country.toUpperCase(), Number(date.slice(0, 4))).has(date);
}

/** Monday to Friday, outside the country's public holidays. */
export function isBusinessDay(date: TIsoDate, country: string): boolean {
  return !isWeekend(date) && !isPublicHoliday(date, country);
}

// Every offer of every rating moves its dates through these two; their answers depend on the
// date, the count and the country only (the holiday lists never change while the process runs).
const movedDates = new Map<string, TIsoDate>();
const MOVED_DATES_MAX = 20_000;
function remember(key: string, date: TIsoDate): TIsoDate {
  if (movedDates.size >= MOVED_DATES_MAX) movedDates.clear();
  movedDates.set(key, date);
  return date;
}

/** The date itself when it is a business day, else the next one. */
export function moveToBusinessDay(date: TIsoDate, country: string): TIsoDate {
  const key = `${date}|${country}`;
  const known = movedDates.get(key);
  if (known !== undefined) return known;
  let day = date;
  while (!isBusinessDay(day, country)) day = addDaysToIsoDate(day, 1);
  return remember(key, day);
}

/** Counts `days` business days after `date` in the country (0 keeps the date). */
export function addBusinessDays(date: TIsoDate, days: number, country: string): TIsoDate {
  const key = `${date}|${days}|${country}`;
  const known = movedDates.get(key);
  if (known !== undefined) return known;
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDaysToIsoDate(day, 1);
    if (isBusinessDay(day, country)) left--;
  }
  return remember(key, day);
}

/** Loads a country's calendar ahead of the first rating (start-up rather than first request). */
export function preloadHolidays(countries: readonly string[], years: readonly number[]): void {
  for (const country of countries) for (const year of years) getPublicHolidays(country, year);
}
