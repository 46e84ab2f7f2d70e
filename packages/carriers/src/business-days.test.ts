import { describe, expect, it } from "vitest";
import { addBusinessDays, isBusinessDay, isPublicHoliday, moveToBusinessDay } from "./business-days.ts";

describe("business days", () => {
  it("knows each destination country's public holidays", () => {
    expect(isPublicHoliday("2026-07-14", "FR")).toBe(true);
    expect(isPublicHoliday("2026-07-14", "DE")).toBe(false);
    expect(isPublicHoliday("2026-07-03", "US")).toBe(true);
    expect(isPublicHoliday("2026-10-03", "de")).toBe(true);
  });

  it("skips weekends and holidays", () => {
    expect(isBusinessDay("2026-12-25", "FR")).toBe(false);
    expect(moveToBusinessDay("2026-12-25", "FR")).toBe("2026-12-28");
    expect(addBusinessDays("2026-12-24", 1, "FR")).toBe("2026-12-28");
    expect(addBusinessDays("2026-12-31", 1, "FR")).toBe("2027-01-04");
    expect(addBusinessDays("2026-06-15", 0, "FR")).toBe("2026-06-15");
  });

  it("treats an unknown country as having weekends only", () => {
    expect(addBusinessDays("2026-06-19", 1, "XX")).toBe("2026-06-22");
  });
});
