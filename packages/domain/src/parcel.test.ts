import { describe, expect, it } from "vitest";
import { convertParcelToMetric, parseDecimalInput, parseParcel, validateParcel } from "./parcel.ts";

const valid = { number: 1, weight: 2.5, x: 30, y: 20, z: 10 };

describe("validateParcel (spec §5)", () => {
  it("accepts a valid metric line, typed with a comma or a dot", () => {
    expect(validateParcel(valid, "fr")).toEqual({});
    expect(validateParcel({ ...valid, weight: "2,5", x: "30" }, "fr")).toEqual({});
  });

  it("reports '0 higher' for zero or negative weight and dimensions", () => {
    const errors = validateParcel({ number: 1, weight: 0, x: "-3", y: "0", z: 0.0 }, "fr");
    expect(errors).toEqual({
      weight: { key: "0 higher" },
      x: { key: "0 higher" },
      y: { key: "0 higher" },
      z: { key: "0 higher" },
    });
  });

  it("needs a whole number of parcels, at least 1, at most 3 digits", () => {
    expect(validateParcel({ ...valid, number: 1.5 }, "fr").number?.key).toBe("validation.not_integer");
    expect(validateParcel({ ...valid, number: 0 }, "fr").number?.key).toBe("0 higher");
    expect(validateParcel({ ...valid, number: "1000" }, "fr").number).toEqual({
      key: "validation.too_long",
      params: { max: 3 },
    });
    expect(validateParcel({ ...valid, number: "999" }, "fr").number).toBeUndefined();
  });

  it("limits characters by unit system: weight 4 or 7, dimensions 3 or 7", () => {
    expect(validateParcel({ ...valid, weight: "12.5" }, "fr").weight).toBeUndefined();
    expect(validateParcel({ ...valid, weight: "12.55" }, "fr").weight?.key).toBe("validation.too_long");
    expect(validateParcel({ ...valid, weight: "1234.55" }, "us").weight).toBeUndefined();
    expect(validateParcel({ ...valid, x: "1000" }, "fr").x?.key).toBe("validation.too_long");
    expect(validateParcel({ ...valid, x: "1000.25" }, "us").x).toBeUndefined();
  });

  it("allows up to 2 decimals", () => {
    expect(validateParcel({ ...valid, weight: "1.234" }, "us").weight).toEqual({
      key: "validation.too_many_decimals",
      params: { max: 2 },
    });
  });

  it("flags missing and non-numeric values", () => {
    const errors = validateParcel({ number: "", weight: null, x: undefined, y: "abc", z: "1e3" }, "fr");
    expect(errors.number?.key).toBe("validation.required");
    expect(errors.weight?.key).toBe("validation.required");
    expect(errors.x?.key).toBe("validation.required");
    expect(errors.y?.key).toBe("validation.invalid_type");
    expect(errors.z?.key).toBe("validation.invalid_type");
  });
});

describe("parsing and conversion", () => {
  it("parses typed decimals", () => {
    expect(parseDecimalInput(" 2,75 ")).toBe(2.75);
    expect(parseDecimalInput("2.")).toBeUndefined();
    expect(parseParcel({ ...valid, weight: "3,5" }, "fr")).toEqual({ ...valid, weight: 3.5 });
    expect(parseParcel({ ...valid, weight: "0" }, "fr")).toBeUndefined();
  });

  it("converts an imperial line exactly (1 lb = 0.45359237 kg, 1 in = 2.54 cm)", () => {
    const metric = convertParcelToMetric({ number: 2, weight: 10, x: 10, y: 5, z: 1 }, "us");
    expect(metric.number).toBe(2);
    expect(metric.weight).toBeCloseTo(4.5359237, 12);
    expect(metric.x).toBeCloseTo(25.4, 12);
    expect(metric.y).toBeCloseTo(12.7, 12);
    expect(metric.z).toBeCloseTo(2.54, 12);
  });
});
