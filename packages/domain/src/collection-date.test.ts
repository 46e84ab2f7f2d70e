import { describe, expect, it } from "vitest";
import {
  getCollectionDateRange,
  normalizeCollectionDate,
  validateCollectionDate,
} from "./collection-date.ts";
import { addDaysToIsoDate, countDaysBetween, getIsoWeekday, isIsoDate } from "./iso-date.ts";

describe("collection date (spec §4, §5)", () => {
  const today = "2026-12-20";

  it("goes from today up to 15 days ahead, across a year end", () => {
    expect(getCollectionDateRange(today)).toEqual({ min: "2026-12-20", max: "2027-01-04" });
  });

  it("resets a past date to today and keeps others", () => {
    expect(normalizeCollectionDate("2026-12-01", today)).toBe(today);
    expect(normalizeCollectionDate("2026-12-24", today)).toBe("2026-12-24");
  });

  it("validates presence, format and the 15-day limit", () => {
    expect(validateCollectionDate("", today)).toBe("validation.required");
    expect(validateCollectionDate("2026-02-30", today)).toBe("validation.invalid_value");
    expect(validateCollectionDate("2027-01-04", today)).toBeUndefined();
    expect(validateCollectionDate("2027-01-05", today)).toBe("validation.too_big");
    expect(validateCollectionDate("2025-01-01", today)).toBeUndefined();
  });
});

describe("ISO dates", () => {
  it("does calendar arithmetic in whole days", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(addDaysToIsoDate("2026-03-28", 2)).toBe("2026-03-30");
    expect(countDaysBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(getIsoWeekday("2026-12-25")).toBe(5);
    expect(getIsoWeekday("2026-12-27")).toBe(7);
  });
});
