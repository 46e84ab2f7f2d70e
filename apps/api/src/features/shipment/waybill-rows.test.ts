import type { TOffer } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import type { TOrderForWaybill } from "./shipment-repository.ts";
import { buildCarrierRequest, newShipmentOf, parcelWeights } from "./waybill-rows.ts";

const address = (country_code: string) => ({
  country_code,
  postcode: "75001",
  city: "Paris",
  pro: 0 as const,
  name: "Ada Lovelace",
  company: "",
  address1: "1 rue de Rivoli",
  address2: "",
  address3: "",
  phone: "+33100000000",
  email: "ada@example.com",
});

// Only the fields the waybill reads; the rest of an offer plays no part here.
const offer = {
  offer_id: "o-1",
  carrier_code: "dpd",
  carrier_name: "DPD",
  service_code: "classic",
  service_name: "DPD Classic",
  currency: "EUR",
  price_te: 1000,
  price_ti: 1200,
  shipment_date: "2026-03-02",
  expected_delivery_date: "2026-03-04",
  breakdown: { vat_rate_percent: 20 },
} as unknown as TOffer;

function orderOf(overrides: Partial<TOrderForWaybill> = {}): TOrderForWaybill {
  return {
    shipmentId: "s-1",
    orderId: "order-1",
    sessionId: "session-1",
    userId: null,
    complete: true,
    offer,
    rated: {
      ship_from: { country_code: "FR", postcode: "75001", city: "Paris", pro: 0 },
      ship_to: { country_code: "DE", postcode: "10115", city: "Berlin", pro: 0 },
      parcels: [{ number: 2, weight: 1.5, x: 10, y: 10, z: 10 }],
      unit: "fr",
      shipment_type: 1,
      stackable: 0,
      shipment_date: "2026-03-02",
      currency: "EUR",
    },
    info: {
      ship_from: address("FR"),
      ship_to: address("DE"),
      reason: "gift",
      content: "Books",
      declared_value: null,
      currency: "EUR",
      insurance: 0,
      shipping_method: "dropoff",
      shipment_date: "2026-03-02",
      ready_time: null,
      close_time: null,
      label_format: "PDF",
      notes: "",
      customer_code: "REF-1",
      hazardous: 0,
      terms: 1,
    },
    duties: [],
    relayPoint: null,
    insurancePrice: 0,
    voucherDiscount: 0,
    ...overrides,
  };
}

const facts = (order: TOrderForWaybill) => ({
  order,
  carrierShipment: { carrier_shipment_id: "c-1", tracking_numbers: ["T1", "T2"], labels: [] },
  id: "public-id",
  method: "credit_card" as const,
  lang: "en" as const,
  now: new Date("2026-03-01T10:00:00Z"),
  timeZone: "Europe/Paris",
});

describe("newShipmentOf", () => {
  it("a paid order: Validated, mailed in the same transaction, invoiced for offer + insurance - voucher", () => {
    const { shipment, invoice } = newShipmentOf(
      facts(orderOf({ insurancePrice: 300, voucherDiscount: 500 })),
    );
    expect(shipment).toMatchObject({
      id: "public-id",
      shipment_id: "s-1",
      status: "Validated",
      tracking_numbers: ["T1", "T2"],
      tracking_url: null,
      parcel_weights_g: [1500, 1500],
      reference: "REF-1",
      customs_required: false,
      price_ti_cents: 1200,
      insurance_cents: 300,
      total_cents: 1000,
      confirmation_mailed_at: new Date("2026-03-01T10:00:00Z"),
    });
    expect(invoice).toMatchObject({
      issueDate: "2026-03-01",
      totalCents: 1000,
      paymentMethod: "credit_card",
    });
    expect(invoice?.lines.map((line) => line.unitPriceCents)).toEqual([1000, 300, -500]);
  });

  it("an order a voucher makes free has no invoice", () => {
    const { shipment, invoice } = newShipmentOf(facts(orderOf({ voucherDiscount: 5000 })));
    expect(shipment.total_cents).toBe(0);
    expect(invoice).toBeUndefined();
  });
});

describe("parcelWeights", () => {
  it("one entry per parcel, in grams", () => {
    expect(parcelWeights(orderOf())).toEqual([1500, 1500]);
  });
});

describe("buildCarrierRequest", () => {
  it("names our order as the carrier's customer reference (reconciliation after a timeout, decision 062)", () => {
    const order = orderOf();
    expect(buildCarrierRequest(order).customer_reference).toBe(order.orderId);
  });
});

describe("newShipmentOf's carrier mode", () => {
  it("live when a live carrier made it, sandbox otherwise", () => {
    expect(newShipmentOf({ ...facts(orderOf()), live: true }).shipment.carrier_mode).toBe("live");
    expect(newShipmentOf(facts(orderOf())).shipment.carrier_mode).toBe("sandbox");
  });
});
