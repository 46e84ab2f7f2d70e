import { loadSandboxConnectors, rateAll, type TRateRequest, toOwnAccountQuote } from "@ship/carriers";
import { ZOffer } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { serializeOffers } from "./offers-json.ts";

const ZQuotedOffer = ZOffer.omit({ shipment_id: true, order_id: true, dropoffUrl: true });

const request = (to: { country_code: string; postcode: string; city: string }, weight: number) =>
  ({
    ship_from: { country_code: "FR", postcode: "75011", city: "Paris" },
    ship_to: to,
    parcels: [{ number: 1, weight, x: 30, y: 20, z: 10 }],
    unit: "fr",
    shipment_date: "2026-12-01",
    shipment_type: 2,
    currency: "EUR",
    customer_type: "private",
  }) as unknown as TRateRequest;

describe("serializeOffers", () => {
  it("writes each offer as the contract's offer, checked and ordered by zod, with the rating's ids", async () => {
    const connectors = loadSandboxConnectors();
    const now = new Date("2026-11-28T10:00:00Z");
    for (const [to, weight] of [
      [{ country_code: "FR", postcode: "13001", city: "Marseille" }, 2.5],
      [{ country_code: "DE", postcode: "10115", city: "Berlin" }, 14],
      [{ country_code: "US", postcode: "10001", city: "New York" }, 0.4],
    ] as const) {
      const { offers } = await rateAll(connectors, request(to, weight), { budgetMs: 5000, now });
      expect(offers.length).toBeGreaterThan(0);
      const variants = [
        ...offers,
        ...offers.map((quote) => ({ ...quote, insurance_ti: 250 })),
        ...offers.map((quote) => toOwnAccountQuote(quote, 12)),
        ...offers.map((quote) => ({ ...quote, sandbox: 1 as const, unknown_field: "dropped" })),
      ];
      const ids = '{"shipment_id":"s1","order_id":"o1","dropoffUrl":null,';
      const expected = `[${variants.map((quote) => ids + JSON.stringify(ZQuotedOffer.parse(quote)).slice(1)).join(",")}]`;
      expect(serializeOffers(variants, "s1", "o1")).toBe(expected);
    }
  });
});
