import { CARRIER_CODES } from "@ship/domain";
import { describe, expect, it } from "vitest";
import {
  computeFedexCheckDigit,
  computeLuhnCheckDigit,
  computeMod7CheckDigit,
  computeS10CheckDigit,
  computeUpsCheckDigit,
} from "./check-digits.ts";
import { generateTrackingNumber, isValidTrackingNumber } from "./tracking-numbers.ts";

describe("check digits on published examples", () => {
  it("S10: the UPU standard's example AA473124829GB", () => {
    expect(computeS10CheckDigit("47312482")).toBe(9);
  });
  it("S10: a result of 10 becomes 0 and 11 becomes 5", () => {
    // 00000001: sum 7 -> 11 - 7 = 4
    expect(computeS10CheckDigit("00000001")).toBe(4);
    // 00000012: sum 9 + 14 = 23, 23 mod 11 = 1 -> 10 -> 0
    expect(computeS10CheckDigit("00000012")).toBe(0);
    // 00000000: sum 0 -> 11 -> 5
    expect(computeS10CheckDigit("00000000")).toBe(5);
  });
  it("UPS: published valid 1Z numbers", () => {
    for (const value of [
      "1Z5R89390357567127",
      "1Z879E930346834440",
      "1Z410E7W0392751591",
      "1Z8V92A70367203024",
    ]) {
      expect(computeUpsCheckDigit(value.slice(2, 17))).toBe(Number(value[17]));
    }
  });
  it("DHL Express: published valid waybills", () => {
    for (const value of ["3318810025", "8487135506", "1099255990", "3821724944"]) {
      expect(computeMod7CheckDigit(value.slice(0, 9))).toBe(Number(value[9]));
    }
  });
  it("FedEx Express: published valid 12-digit numbers", () => {
    for (const value of ["986578788855", "477179081230", "799531274483", "790535312317", "974367662710"]) {
      expect(computeFedexCheckDigit(value.slice(0, 11))).toBe(Number(value[11]));
    }
  });
  it("Luhn: 7992739871 has check digit 3", () => {
    expect(computeLuhnCheckDigit("7992739871")).toBe(3);
  });
});

describe("isValidTrackingNumber", () => {
  it.each([
    ["UPS", "1Z5R89390357567127"],
    ["UPS", "1z 5r89 3903 5756 7127"],
    ["DHL", "3318810025"],
    ["FEDEX", "986578788855"],
    ["COLISSIMO", "CP473124829FR"],
    ["CHRONOPOST", "EE473124829FR"],
    ["TNT", "473124829"],
    ["DPD", "09980000020033"],
    ["MONDIALRELAY", "12345678"],
    ["COURSIER", "CR79927398713"],
  ] as const)("%s accepts %s", (carrier, value) => {
    expect(isValidTrackingNumber(carrier, value)).toBe(true);
  });

  it.each([
    ["UPS", "1Z5R89390357567128"],
    ["UPS", "2Z5R89390357567127"],
    ["DHL", "3318810010"],
    ["FEDEX", "996578788855"],
    ["COLISSIMO", "CP473124828FR"],
    ["COLISSIMO", "CP473124829GB"],
    ["TNT", "473124820"],
    ["DPD", "0998000002003"],
    ["MONDIALRELAY", "1234567A"],
    ["COURSIER", "CR79927398710"],
  ] as const)("%s refuses %s", (carrier, value) => {
    expect(isValidTrackingNumber(carrier, value)).toBe(false);
  });
});

describe("generateTrackingNumber", () => {
  const expectedShapes = {
    CHRONOPOST: /^EE\d{9}FR$/,
    COLISSIMO: /^CP\d{9}FR$/,
    COURSIER: /^CR\d{11}$/,
    DHL: /^\d{10}$/,
    DPD: /^\d{14}$/,
    FEDEX: /^\d{12}$/,
    MONDIALRELAY: /^\d{8}$/,
    TNT: /^\d{9}$/,
    UPS: /^1ZA1B2C311\d{8}$/,
  } as const;

  it.each(CARRIER_CODES)("%s: random numbers have the format and validate", (carrier) => {
    for (let i = 0; i < 200; i++) {
      const value = generateTrackingNumber(carrier);
      expect(value).toMatch(expectedShapes[carrier]);
      expect(isValidTrackingNumber(carrier, value)).toBe(true);
    }
  });

  it("a sequence gives a stable number, and the next sequence a different one", () => {
    expect(generateTrackingNumber("COLISSIMO", 47312482)).toBe("CP473124829FR");
    expect(generateTrackingNumber("DHL", 331881002)).toBe("3318810025");
    expect(generateTrackingNumber("FEDEX", 98657878885)).toBe("986578788855");
    expect(generateTrackingNumber("TNT", 7)).toBe("000000076");
    expect(generateTrackingNumber("DPD", 1)).not.toBe(generateTrackingNumber("DPD", 2));
  });

  it("a random source is used as given (reproducible tests)", () => {
    expect(generateTrackingNumber("MONDIALRELAY", () => 0.5)).toBe("50000000");
    expect(
      generateTrackingNumber("UPS", () => 0, { upsShipperAccount: "5R8939", upsServiceCode: "03" }),
    ).toBe(`1Z5R8939030000000${computeUpsCheckDigit("5R8939030000000")}`);
  });

  it("refuses a negative sequence and a malformed UPS account", () => {
    expect(() => generateTrackingNumber("DHL", -1)).toThrow(RangeError);
    expect(() => generateTrackingNumber("UPS", 1, { upsShipperAccount: "abc" })).toThrow(RangeError);
  });
});
