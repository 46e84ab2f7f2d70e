import type { TShipmentRow } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { invoiceColumns, paymentColumns, shipmentColumns } from "./export-columns.ts";
import { csvCell, xlsxCell } from "./export-file.ts";
import { keysetBatches } from "./export-source.ts";

// The fields the export reads (a row may have more: the columns ignore them).
const row = {
  id: "sh1",
  code: "-REF-1",
  shipment_date: "2026-11-24",
  shipment_date_formatted: "24/11/2026",
  address1_company_or_name: "Léa Dupont",
  address2_company_or_name: "@Acme",
  carrier_name: "DPD",
  service_name: "DPD Predict",
  tracking_number: "0123",
  waybill_url: "/api/v4/shipments/sh1/label",
  proforma: 0,
  proforma_url: null,
  currency: "EUR",
  price_ti: 123456,
  price_ti_formatted: "1 234,56 €",
  invoice_id: null,
  invoice_url: null,
  payment_method: "deferred",
  payment_method_label: "Paiement différé",
  status: 2,
  status_name: "Validated",
  status_label: "Validé",
  cancellable: true,
  sub_account: { id: 7, name: "=Team" },
} as TShipmentRow;

describe("the columns of my account's exports", () => {
  it("maps a shipment row to its cells: dates as dates, money as units, texts neutralised", () => {
    const columns = shipmentColumns(false);
    expect(columns.map((column) => column.key)).toEqual([
      "date",
      "reference",
      "sender",
      "recipient",
      "carrier",
      "service",
      "tracking_number",
      "price",
      "currency",
      "payment_method",
      "invoice",
      "status",
    ]);
    expect(columns.map((column) => xlsxCell(column, row))).toEqual([
      new Date("2026-11-24T00:00:00Z"),
      "'-REF-1",
      "Léa Dupont",
      "'@Acme",
      "DPD",
      "DPD Predict",
      "0123",
      1234.56,
      "EUR",
      "Paiement différé",
      "",
      "Validé",
    ]);
    const price = columns[7];
    if (!price) throw new Error("no price column");
    expect(csvCell(price, row, "fr")).toBe("1234,56");
    expect(csvCell(price, row, "en")).toBe("1234.56");
  });

  it("adds the sub-account column for a parent, neutralised too", () => {
    const subAccount = shipmentColumns(true).at(-1);
    expect(subAccount?.key).toBe("sub_account");
    if (subAccount) expect(csvCell(subAccount, row, "en")).toBe("'=Team");
  });

  it("names an invoice's stored payment method, or shows an unknown one as stored", () => {
    const method = invoiceColumns("es").find((column) => column.key === "payment_method");
    const invoice = {
      number: "F2026-000001",
      year: 2026,
      sequence: 1,
      issue_date: "2026-11-24",
      customer: { name: "Léa", company: "" },
      currency: "EUR" as const,
      total_ti_cents: 900,
      payment_method: "deferred",
      due_date: "2026-12-24",
      paid_at: null,
    };
    expect(method?.value(invoice)).toBe("Pago diferido");
    expect(method?.value({ ...invoice, payment_method: "sepa" })).toBe("sepa");
    const paidOn = invoiceColumns("es").find((column) => column.key === "paid_on");
    expect(paidOn?.value(invoice)).toBe("");
    expect(paidOn?.value({ ...invoice, paid_at: new Date("2026-12-01T10:00:00Z") })).toBe("2026-12-01");
  });

  it("lists a payment's invoices in one cell, neutralised like any text", () => {
    const invoices = paymentColumns("fr").find((column) => column.key === "invoices");
    const payment = {
      id: "Pabc",
      paid_at: new Date("2026-11-24T08:00:00Z"),
      amount_cents: 1894,
      currency: "EUR" as const,
      method: "credit_card" as const,
      invoice_numbers: "F2026-000001, F2026-000002",
    };
    expect(invoices && csvCell(invoices, payment, "fr")).toBe("F2026-000001, F2026-000002");
    const method = paymentColumns("fr").find((column) => column.key === "payment_method");
    expect(method?.value(payment)).toBe("Carte bancaire");
  });
});

describe("keysetBatches", () => {
  it("reads batches after the last row until one comes back short", async () => {
    const all = [1, 2, 3, 4, 5];
    const calls: (number | null)[] = [];
    const batches = keysetBatches(
      async (after: number | null, size) => {
        calls.push(after);
        return all.filter((n) => after === null || n > after).slice(0, size);
      },
      (n) => n,
      2,
    );
    const read: (readonly number[])[] = [];
    for await (const batch of batches) read.push(batch);
    expect(read).toEqual([[1, 2], [3, 4], [5]]);
    expect(calls).toEqual([null, 2, 4]);
  });
});
