import { describe, expect, it } from "vitest";
import {
  checkMassMailing,
  massBillableGrams,
  parseMassDecimal,
  type TMassMailingInput,
} from "./mass-mailing.ts";

const valid: TMassMailingInput = {
  unit: "fr",
  parcels: [{ number: 1, weight: "2.5", x: 30, y: 20, z: 10 }],
  content: "Books",
  value: "49.90",
  recipients: [{ row: 1 }, { row: 2 }],
};

const codesOf = (input: TMassMailingInput) =>
  checkMassMailing(input).map((issue) => [issue.row, issue.field, issue.code]);

describe("spec §5 mass mailing rules", () => {
  it("accepts a valid mass mailing", () => {
    expect(checkMassMailing(valid)).toEqual([]);
  });

  it("needs at least one recipient", () => {
    expect(codesOf({ ...valid, recipients: [] })).toEqual([
      [null, "recipients", "mass_mailing.recipients_required"],
    ]);
  });

  it("refuses a length over 119 cm, or 47 in in imperial units", () => {
    const parcels = [{ number: 1, weight: 2, x: "119.5", y: 20, z: 10 }];
    expect(codesOf({ ...valid, parcels })).toEqual([[null, "parcels.0.x", "mass_mailing.length_too_long"]]);
    expect(codesOf({ ...valid, parcels: [{ ...parcels[0], x: 119 }] })).toEqual([]);
    expect(codesOf({ ...valid, unit: "us", parcels: [{ ...parcels[0], x: 48 }] })).toEqual([
      [null, "parcels.0.x", "mass_mailing.length_too_long"],
    ]);
  });

  it("limits number (2 decimals, 5 chars, whole), weight (3 decimals, 7) and dimensions (2 decimals, 7)", () => {
    expect(parseMassDecimal("2.00", { chars: 5, decimals: 2 })).toBe(2);
    const bad = { number: "1.5", weight: "1.2345", x: "10.123", y: "12345678", z: 0 };
    expect(codesOf({ ...valid, parcels: [bad] })).toEqual([
      [null, "parcels.0.number", "mass_mailing.number_invalid"],
      [null, "parcels.0.weight", "mass_mailing.weight_invalid"],
      [null, "parcels.0.x", "mass_mailing.dimension_invalid"],
      [null, "parcels.0.y", "mass_mailing.dimension_invalid"],
      [null, "parcels.0.z", "mass_mailing.dimension_invalid"],
    ]);
    const good = { number: "2.00", weight: "123.456", x: "1234.56", y: "10,5", z: "1" };
    expect(codesOf({ ...valid, parcels: [{ ...good, x: "100.25" }] })).toEqual([]);
    expect(codesOf({ ...valid, parcels: [{ ...good, number: "100000" }] })[0]?.[2]).toBe(
      "mass_mailing.number_invalid",
    );
  });

  it("needs content (at most 35) and a declared value (2 decimals, at most 32)", () => {
    expect(codesOf({ ...valid, content: " ", value: "" })).toEqual([
      [null, "content", "mass_mailing.content_required"],
      [null, "value", "mass_mailing.value_required"],
    ]);
    expect(codesOf({ ...valid, content: "x".repeat(36), value: "12.345" })).toEqual([
      [null, "content", "mass_mailing.content_too_long"],
      [null, "value", "mass_mailing.value_invalid"],
    ]);
    expect(codesOf({ ...valid, value: "1".repeat(33) })).toEqual([
      [null, "value", "mass_mailing.value_invalid"],
    ]);
  });

  it("names the row of a file row's own values, taking the shared line for what it leaves out", () => {
    const recipients = [
      { row: 2, parcel: { weight: "3" } },
      { row: 3, parcel: { weight: "" }, content: "x".repeat(40) },
      { row: 4, parcel: { weight: "1", x: "150" } },
    ];
    const issues = checkMassMailing({ ...valid, recipients });
    expect(issues.map((issue) => [issue.row, issue.field, issue.code])).toEqual([
      [3, "parcels.0.weight", "mass_mailing.weight_invalid"],
      [3, "content", "mass_mailing.content_too_long"],
      [4, "parcels.0.x", "mass_mailing.length_too_long"],
    ]);
    expect(issues[0]?.params.row).toBe(3);
  });

  it("bills the larger of the real weight and L x W x H / 5000", () => {
    expect(massBillableGrams([{ number: 1, weight: 2, x: 30, y: 20, z: 10 }], "fr")).toBe(2000);
    expect(massBillableGrams([{ number: 2, weight: 1, x: 50, y: 40, z: 30 }], "fr")).toBe(24_000);
    // Imperial: inches and pounds are converted first.
    expect(massBillableGrams([{ number: 1, weight: 1, x: 1, y: 1, z: 1 }], "us")).toBe(454);
  });
});
