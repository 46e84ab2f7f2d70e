import { describe, expect, it } from "vitest";
import {
  checkQuotePreferences,
  DEFAULT_QUOTE_PREFERENCES,
  insurancePriceOfPreferences,
  selectOffers,
} from "./quote-preferences.ts";

const offer = (carrier_code: string, price_ti: number, delivery_timestamp: number, extra = {}) => ({
  carrier_code,
  is_express: 0 as 0 | 1,
  delivery_to_collection_point: 0 as 0 | 1,
  price_ti,
  delivery_timestamp,
  ...extra,
});

const offers = [
  offer("DPD", 900, 300),
  offer("UPS", 1500, 100, { is_express: 1 }),
  offer("COLISSIMO", 700, 400, { delivery_to_collection_point: 1 }),
  offer("COURSIER", 2500, 50, { is_express: 1 }),
];
const codes = (list: { carrier_code: string }[]) => list.map((item) => item.carrier_code);

describe("checkQuotePreferences", () => {
  it("answers the spec's defaults when nothing is sent or saved", () => {
    expect(checkQuotePreferences({})).toEqual({ ok: true, preferences: DEFAULT_QUOTE_PREFERENCES });
  });

  it("takes a missing preference from the saved defaults, and a sent one over it", () => {
    const checked = checkQuotePreferences(
      { priority: "fastest", preferred_carrier_groups: ["ups"] },
      { preferred_carrier_groups: ["DPD"], delivery_to_collection_point_selection: -1 },
    );
    expect(checked).toMatchObject({
      ok: true,
      preferences: {
        priority: "fastest",
        preferred_carrier_groups: ["UPS"],
        delivery_to_collection_point_selection: -1,
      },
    });
  });

  it("refuses an unknown carrier group, naming it, and a bad selection", () => {
    const checked = checkQuotePreferences({ preferred_carrier_groups: ["DPD", "ACME"], selection: "cheap" });
    expect(checked).toEqual({
      ok: false,
      issues: [
        { field: "selection", code: "rating.selection_invalid" },
        {
          field: "preferred_carrier_groups.1",
          code: "rating.carrier_group_unknown",
          params: { value: "ACME" },
        },
      ],
    });
  });

  it("asks a declared value above 0 and at most the cap with insurance", () => {
    const issue = (value: number | string | undefined) => {
      const checked = checkQuotePreferences({ insurance: 1, insurance_declared_value: value });
      return checked.ok ? undefined : checked.issues[0]?.code;
    };
    expect(issue(undefined)).toBe("validation.required");
    expect(issue(-5)).toBe("0 higher");
    expect(issue("12.345")).toBe("validation.too_many_decimals");
    expect(issue(100_000_000)).toBe("rating.insurance_value_too_high");
    expect(checkQuotePreferences({ insurance: 1, insurance_declared_value: "99,90" })).toMatchObject({
      ok: true,
      preferences: { insurance: 1, insurance_declared_value: 9990 },
    });
  });
});

describe("selectOffers", () => {
  it("orders the cheapest first, or the fastest first", () => {
    expect(codes(selectOffers(offers, DEFAULT_QUOTE_PREFERENCES))).toEqual([
      "COLISSIMO",
      "DPD",
      "UPS",
      "COURSIER",
    ]);
    expect(codes(selectOffers(offers, { ...DEFAULT_QUOTE_PREFERENCES, priority: "fastest" }))).toEqual([
      "COURSIER",
      "UPS",
      "DPD",
      "COLISSIMO",
    ]);
  });

  it("keeps the preferred carriers, the selection's tab and the delivery asked", () => {
    const base = DEFAULT_QUOTE_PREFERENCES;
    expect(codes(selectOffers(offers, { ...base, preferred_carrier_groups: ["UPS", "DPD"] }))).toEqual([
      "DPD",
      "UPS",
    ]);
    expect(codes(selectOffers(offers, { ...base, selection: "express" }))).toEqual(["UPS", "COURSIER"]);
    expect(codes(selectOffers(offers, { ...base, selection: "courier" }))).toEqual(["COURSIER"]);
    expect(codes(selectOffers(offers, { ...base, delivery_to_collection_point_selection: 1 }))).toEqual([
      "COLISSIMO",
    ]);
    expect(
      codes(selectOffers(offers, { ...base, delivery_to_collection_point_selection: -1 })),
    ).not.toContain("COLISSIMO");
  });
});

describe("insurancePriceOfPreferences", () => {
  it("is 0.6 % of the declared value, at least 2 euros, and nothing without insurance", () => {
    const insured = { insurance: 1 as const, insurance_declared_value: 100_000 };
    expect(insurancePriceOfPreferences(insured, "EUR")).toBe(600);
    expect(insurancePriceOfPreferences({ ...insured, insurance_declared_value: 1000 }, "EUR")).toBe(200);
    expect(insurancePriceOfPreferences({ insurance: 0, insurance_declared_value: null }, "EUR")).toBe(0);
  });
});
