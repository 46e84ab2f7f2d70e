import { describe, expect, it } from "vitest";
import {
  applyShipmentDefaults,
  convertParcelLine,
  createDefaultQuote,
  mapApiField,
  prefillQuote,
  readQuoteDraft,
  toShipmentInput,
  validateQuoteForm,
} from "./quote-form-values.ts";

const TODAY = "2026-11-23";

function filledQuote() {
  const values = createDefaultQuote(TODAY);
  values.ship_from.place = "75011, Paris";
  values.ship_to.place = "13001, Marseille";
  values.parcels = [{ number: "1", weight: "2", x: "30", y: "20", z: "10" }];
  return values;
}

describe("prefillQuote", () => {
  it("defaults to a parcel from France to France collected today, in metric units", () => {
    const values = prefillQuote(null, TODAY);
    expect(values).toEqual(createDefaultQuote(TODAY));
    expect(values.ship_from.country_code).toBe("FR");
    expect(values.ship_to.country_code).toBe("FR");
    expect(values.shipment_type).toBe(2);
    expect(values.unit).toBe("fr");
    expect(values.parcels).toEqual([{ number: "1", weight: "", x: "", y: "", z: "" }]);
  });

  it("restores a stored draft", () => {
    const draft = { ...filledQuote(), ship_to: { country_code: "DE", place: "10115, Berlin", pro: true } };
    expect(prefillQuote(JSON.parse(JSON.stringify(draft)), TODAY)).toEqual(draft);
  });

  it("resets a past or too distant collection date to today", () => {
    expect(prefillQuote({ ...filledQuote(), shipment_date: "2026-11-01" }, TODAY).shipment_date).toBe(TODAY);
    expect(prefillQuote({ ...filledQuote(), shipment_date: "2026-12-09" }, TODAY).shipment_date).toBe(TODAY);
    expect(prefillQuote({ ...filledQuote(), shipment_date: "2026-12-08" }, TODAY).shipment_date).toBe(
      "2026-12-08",
    );
  });

  it("falls back field by field on a malformed draft", () => {
    const values = readQuoteDraft(
      {
        shipment_type: 9,
        unit: "xx",
        ship_from: { country_code: "france", place: 3 },
        parcels: "no",
        stackable: true,
      },
      TODAY,
    );
    expect(values).toEqual(createDefaultQuote(TODAY));
    expect(readQuoteDraft("garbage", TODAY)).toBeNull();
    expect(readQuoteDraft([1, 2], TODAY)).toBeNull();
  });

  it("keeps stackable for pallets only", () => {
    expect(readQuoteDraft({ shipment_type: 3, stackable: true }, TODAY)?.stackable).toBe(true);
    expect(readQuoteDraft({ shipment_type: 2, stackable: true }, TODAY)?.stackable).toBe(false);
  });
});

describe("validateQuoteForm", () => {
  it("accepts a complete quote", () => {
    expect(validateQuoteForm(filledQuote(), TODAY)).toEqual([]);
  });

  it("asks for both towns, every parcel field and the date", () => {
    const values = createDefaultQuote(TODAY);
    values.shipment_date = "";
    values.parcels[0] = { number: "0", weight: "2.555", x: "1234", y: "abc", z: "" };
    expect(validateQuoteForm(values, TODAY)).toEqual([
      { path: "ship_from.place", key: "city_from_required" },
      { path: "ship_to.place", key: "city_to_required" },
      { path: "parcels.0.number", key: "0 higher" },
      { path: "parcels.0.weight", key: "validation.too_long" },
      { path: "parcels.0.x", key: "validation.too_long" },
      { path: "parcels.0.y", key: "validation.invalid_type" },
      { path: "parcels.0.z", key: "validation.required" },
      { path: "shipment_date", key: "date_required" },
    ]);
  });

  it("refuses a date more than 15 days ahead", () => {
    expect(validateQuoteForm({ ...filledQuote(), shipment_date: "2026-12-09" }, TODAY)).toEqual([
      { path: "shipment_date", key: "date_too_late" },
    ]);
  });
});

describe("toShipmentInput", () => {
  it("sends the autocomplete text, the ticks as flags and stackable for pallets only", () => {
    const values = { ...filledQuote(), stackable: true };
    values.ship_to.pro = true;
    expect(toShipmentInput(values, "EUR")).toEqual({
      ship_from: { country_code: "FR", address: "75011, Paris", pro: 0 },
      ship_to: { country_code: "FR", address: "13001, Marseille", pro: 1 },
      parcels: [{ number: "1", weight: "2", x: "30", y: "20", z: "10" }],
      unit: "fr",
      shipment_date: TODAY,
      shipment_type: 2,
      stackable: 0,
      currency: "EUR",
      priority: "cheapest",
      preferred_carrier_groups: [],
    });
    expect(toShipmentInput({ ...values, shipment_type: 3 }, "USD").stackable).toBe(1);
  });

  it("sends the quote preferences shown (decision 050)", () => {
    const values = {
      ...filledQuote(),
      priority: "fastest" as const,
      preferred_carrier_groups: ["UPS" as const],
    };
    expect(toShipmentInput(values, "EUR")).toMatchObject({
      priority: "fastest",
      preferred_carrier_groups: ["UPS"],
    });
  });
});

describe("convertParcelLine", () => {
  it("converts kg/cm to lb/in exactly, rounded to 2 decimals", () => {
    expect(convertParcelLine({ number: "2", weight: "2", x: "30", y: "20", z: "10" }, "fr", "us")).toEqual({
      number: "2",
      weight: "4.41",
      x: "11.81",
      y: "7.87",
      z: "3.94",
    });
  });

  it("fits the metric input limits on the way back", () => {
    expect(
      convertParcelLine({ number: "1", weight: "4.41", x: "11.81", y: "7.87", z: "3.94" }, "us", "fr"),
    ).toEqual({
      number: "1",
      weight: "2",
      x: "30",
      y: "20",
      z: "10",
    });
    // 100 lb = 45.359237 kg: 4 characters at most in metric.
    expect(convertParcelLine({ number: "1", weight: "100", x: "", y: "abc", z: "0" }, "us", "fr")).toEqual({
      number: "1",
      weight: "45.4",
      x: "",
      y: "abc",
      z: "0",
    });
  });
});

describe("mapApiField", () => {
  it("places API field errors next to their field", () => {
    expect(mapApiField("shipment.ship_from.city")).toBe("ship_from.place");
    expect(mapApiField("ship_to.postcode")).toBe("ship_to.place");
    expect(mapApiField("shipment.ship_to")).toBe("ship_to.place");
    expect(mapApiField("shipment.ship_from.country_code")).toBe("ship_from.country_code");
    expect(mapApiField("shipment.parcels.1.weight")).toBe("parcels.1.weight");
    expect(mapApiField("parcels[0].x")).toBe("parcels.0.x");
    expect(mapApiField("shipment.shipment_date")).toBe("shipment_date");
    expect(mapApiField("shipment.currency")).toBeUndefined();
    expect(mapApiField(undefined)).toBeUndefined();
  });
});

describe("applyShipmentDefaults", () => {
  it("prefills the saved preferred carriers, keeping only known ones", () => {
    const values = applyShipmentDefaults(createDefaultQuote(TODAY), {
      preferred_carrier_groups: ["DPD", "UPS"],
    });
    expect(values.preferred_carrier_groups).toEqual(["DPD", "UPS"]);
    expect(
      readQuoteDraft({ preferred_carrier_groups: ["UPS", "ACME"], priority: "slowest" }, TODAY),
    ).toMatchObject({
      preferred_carrier_groups: ["UPS"],
      priority: "cheapest",
    });
  });

  it("starts a logged-in user's form from the settings' type, unit and parcel", () => {
    const values = applyShipmentDefaults(createDefaultQuote("2026-11-23"), {
      shipment_type: 3,
      parcel_number: 2,
      parcel_weight: 120.5,
      parcel_x: 120,
      parcel_y: 80,
      parcel_z: 100,
      parcel_unit: "us",
    });
    expect(values.shipment_type).toBe(3);
    expect(values.unit).toBe("us");
    expect(values.parcels).toEqual([{ number: "2", weight: "120.5", x: "120", y: "80", z: "100" }]);
    expect(values.ship_from.country_code).toBe("FR");
    expect(values.shipment_date).toBe("2026-11-23");
  });

  it("keeps the defaults for fields the user has not set", () => {
    const defaults = createDefaultQuote("2026-11-23");
    expect(applyShipmentDefaults(defaults, {})).toEqual(defaults);
  });
});
