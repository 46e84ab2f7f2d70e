import { describe, expect, it } from "vitest";
import { splitAddressLines, toDhlDateTime, toDhlPhone } from "./mapping.ts";

describe("DHL request mapping", () => {
  it("writes the planned time with the offset of its date in the operator's time zone", () => {
    expect(toDhlDateTime("2026-01-15", "09:05", "Europe/Paris")).toBe("2026-01-15T09:05:00 GMT+01:00");
    expect(toDhlDateTime("2026-07-15", "17:30", "Europe/Paris")).toBe("2026-07-15T17:30:00 GMT+02:00");
    expect(toDhlDateTime("2026-07-15", "08:00", "America/New_York")).toBe("2026-07-15T08:00:00 GMT-04:00");
  });

  it("keeps short lines as they are and cuts a word longer than a line", () => {
    expect(splitAddressLines(["1 rue de la Paix", undefined, " "])).toEqual(["1 rue de la Paix"]);
    const long = "x".repeat(60);
    expect(splitAddressLines([long])).toEqual(["x".repeat(45)]);
  });

  it("never writes more than three lines of 45 characters", () => {
    const words = Array.from({ length: 40 }, (_, index) => `mot${index}`).join(" ");
    const lines = splitAddressLines([words, "Bâtiment C", "Porte 4"]);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(45);
  });

  it("writes valid phones in E.164 and leaves others as typed", () => {
    expect(toDhlPhone("01 23 45 67 89", "FR")).toBe("+33123456789");
    expect(toDhlPhone("+44 20 7946 0958", "FR")).toBe("+442079460958");
    expect(toDhlPhone(" 12 ", "FR")).toBe("12");
  });
});
