import { describe, expect, it } from "vitest";
import { addDaysToIsoDate, countDaysBetween, getIsoWeekday, isIsoDate } from "./iso-date.ts";

const DAY_MS = 86_400_000;
/** What toISOString writes for a UTC day: the reference the date helpers must agree with. */
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

describe("ISO dates", () => {
  it("agrees with toISOString on every day from 1890 to 2110", () => {
    const first = Math.floor(Date.UTC(1890, 0, 1) / DAY_MS);
    const last = Math.floor(Date.UTC(2110, 11, 31) / DAY_MS);
    const disagreements: string[] = [];
    for (let day = first; day < last; day++) {
      const date = isoOfDay(day);
      if (!isIsoDate(date) || addDaysToIsoDate(date, 1) !== isoOfDay(day + 1)) disagreements.push(date);
    }
    expect(disagreements).toEqual([]);
    expect(countDaysBetween(isoOfDay(first), isoOfDay(last))).toBe(last - first);
  });

  it("refuses dates that do not exist or are not written YYYY-MM-DD", () => {
    for (const value of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-1-01",
      "0050-01-01x",
      20260101,
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(getIsoWeekday("2026-11-29")).toBe(7);
  });
});
