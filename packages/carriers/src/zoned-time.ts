import type { TIsoDate } from "@ship/domain";

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function readWallClock(ms: number, timeZone: string): TWallClock {
  const parts: Record<string, number> = {};
  for (const part of getFormatter(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

// Every quote reads "now" in the operator's time zone; within a minute the answer is the same,
// and Intl's formatToParts is one of the costlier steps of a cached quote.
const zonedMinutes = new Map<string, { date: TIsoDate; minutes: number }>();

/** The calendar date and minutes since midnight of an instant in a time zone. */
export function readZonedNow(now: Date, timeZone: string): { date: TIsoDate; minutes: number } {
  const key = `${timeZone}|${Math.floor(now.getTime() / 60_000)}`;
  const known = zonedMinutes.get(key);
  if (known) return { ...known };
  const clock = readWallClock(now.getTime(), timeZone);
  const zoned = {
    date: `${clock.year}-${pad(clock.month)}-${pad(clock.day)}` as TIsoDate,
    minutes: clock.hour * 60 + clock.minute,
  };
  if (zonedMinutes.size >= 100) zonedMinutes.clear();
  zonedMinutes.set(key, zoned);
  return { ...zoned };
}

/** "13:00" -> 780. */
export function parseTimeOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function getOffsetMs(ms: number, timeZone: string): number {
  const clock = readWallClock(ms, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const epochCache = new Map<string, number>();
const EPOCH_CACHE_MAX = 10_000;

/** Unix seconds of a wall-clock date and time in a time zone (daylight saving handled). */
export function convertZonedToEpochSeconds(date: TIsoDate, time: string, timeZone: string): number {
  const key = `${timeZone} ${date} ${time}`;
  const cached = epochCache.get(key);
  if (cached !== undefined) return cached;
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const minutes = parseTimeOfDay(time);
  const wall = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  let instant = wall - getOffsetMs(wall, timeZone);
  const corrected = wall - getOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  const seconds = Math.floor(instant / 1000);
  if (epochCache.size >= EPOCH_CACHE_MAX) epochCache.clear();
  epochCache.set(key, seconds);
  return seconds;
}
