import { describe, expect, it } from "vitest";
import { formatInfoParams } from "./offer-format.ts";

describe("offer formatting", () => {
  it("formats amounts, dates and numbers of info blocks", () => {
    const params = formatInfoParams(
      {
        amount: 2300,
        max: 69000,
        insurance_min: 200,
        insurance_rate_percent: 0.6,
        expected_delivery_date: "2026-11-24",
        carrier_name: "DPD",
      },
      "EUR",
      "en",
    );
    expect(params).toEqual({
      amount: "€23",
      max: "€690",
      insurance_min: "€2",
      insurance_rate_percent: "0.6",
      expected_delivery_date: "Tuesday, November 24",
      carrier_name: "DPD",
    });
  });
});
