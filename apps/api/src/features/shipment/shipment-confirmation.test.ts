import type { TRelayPoint } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { confirmationOf } from "./shipment-confirmation.ts";
import type { TInvoiceRow, TShipmentRow } from "./shipment-repository.ts";

const party = {
  name: "Ada Lovelace",
  company: "Analytical",
  address1: "1 rue de Rivoli",
  city: "Paris",
  postcode: "75001",
  country_code: "FR",
  phone: "+33100000000",
  email: "ada@example.com",
};

// Only the columns the confirmation reads.
const row = {
  id: "public-id",
  shipment_id: "s-1",
  status: "Validated",
  carrier_code: "dpd",
  carrier_name: "DPD",
  service_code: "classic",
  service_name: "DPD Classic",
  tracking_numbers: ["T1"],
  tracking_url: null,
  label_format: "PDF",
  shipping_method: "dropoff",
  shipment_date: "2026-03-02",
  expected_delivery_date: "2026-03-04",
  ship_from: party,
  ship_to: { ...party, company: undefined, country_code: "DE" },
  reason: "gift",
  declared_value_cents: null,
  customs_required: false,
  currency: "EUR",
  price_ti_cents: "1200",
  insurance_cents: "300",
  total_cents: "1000",
  payment_method: "credit_card",
  created_at: new Date("2026-03-01T10:00:00Z"),
} as unknown as TShipmentRow;

describe("confirmationOf", () => {
  it("shows who and where only, the voucher as what the total leaves out, and the documents there are", () => {
    const invoice = { number: "F2026-000007" } as TInvoiceRow;
    const relay = { id: "R1", name: "Relais", address1: "2 rue", postcode: "75002", city: "Paris" };
    const relayPoint = { ...relay, country_code: "FR", opening_hours: [] } as unknown as TRelayPoint;
    const answer = confirmationOf(row, invoice, relayPoint);
    expect(answer.ship_from).toEqual({
      name: "Ada Lovelace",
      company: "Analytical",
      city: "Paris",
      postcode: "75001",
      country_code: "FR",
    });
    expect(answer.ship_to.company).toBe("");
    expect(answer.relay_point).toEqual({ ...relay, country_code: "FR" });
    expect(answer.price).toEqual({
      currency: "EUR",
      price_ti: 1200,
      insurance: 300,
      voucher_discount: 500,
      total: 1000,
    });
    expect(answer.documents).toEqual({
      label_url: "/api/v4/shipments/public-id/label",
      proforma_url: null,
      invoice_url: "/api/v4/shipments/public-id/invoice",
      personal_effects_url: null,
    });
    expect(answer).toMatchObject({
      status_code: 2,
      invoice_number: "F2026-000007",
      cancellable: true,
      created_at: "2026-03-01T10:00:00.000Z",
    });
  });

  it("no invoice and no relay point: no invoice link, number or relay point", () => {
    const answer = confirmationOf(row, undefined, null);
    expect(answer.documents.invoice_url).toBeNull();
    expect(answer.invoice_number).toBeNull();
    expect(answer.relay_point).toBeNull();
  });
});
