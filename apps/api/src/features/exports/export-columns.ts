import { type TShipmentRow, ZSettlementMethod } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { paymentMethodLabel } from "../my-account/history-texts.ts";
import type { TExportColumn } from "./export-file.ts";
import type { TInvoiceExportRow } from "./invoice-export-repository.ts";
import type { TPaymentExportRow } from "./payment-export-repository.ts";

/** Spec §3 'Shipment row' as My shipments lists it (POST /user-shipments), one column per field. */
export function shipmentColumns(withSubAccount: boolean): TExportColumn<TShipmentRow>[] {
  const columns: TExportColumn<TShipmentRow>[] = [
    { key: "date", kind: "date", value: (row) => row.shipment_date, width: 12 },
    { key: "reference", kind: "text", value: (row) => row.code, width: 18 },
    { key: "sender", kind: "text", value: (row) => row.address1_company_or_name, width: 24 },
    { key: "recipient", kind: "text", value: (row) => row.address2_company_or_name, width: 24 },
    { key: "carrier", kind: "text", value: (row) => row.carrier_name },
    { key: "service", kind: "text", value: (row) => row.service_name, width: 20 },
    { key: "tracking_number", kind: "text", value: (row) => row.tracking_number, width: 22 },
    { key: "price", kind: "money", value: (row) => row.price_ti, width: 12 },
    { key: "currency", kind: "text", value: (row) => row.currency, width: 9 },
    { key: "payment_method", kind: "text", value: (row) => row.payment_method_label, width: 18 },
    { key: "invoice", kind: "text", value: (row) => row.invoice_id ?? "" },
    { key: "status", kind: "text", value: (row) => row.status_label, width: 14 },
  ];
  if (withSubAccount) {
    columns.push({
      key: "sub_account",
      kind: "text",
      value: (row) => row.sub_account?.name ?? "",
      width: 22,
    });
  }
  return columns;
}

type TParty = { name?: string; company?: string };

/** The invoices table as it is: number, issue date, customer, total, currency, payment method. */
export function invoiceColumns(lang: TLang): TExportColumn<TInvoiceExportRow>[] {
  return [
    { key: "invoice", kind: "text", value: (row) => row.number, width: 16 },
    { key: "issue_date", kind: "date", value: (row) => row.issue_date, width: 12 },
    {
      key: "customer",
      kind: "text",
      value: (row) => {
        const { name = "", company = "" } = (row.customer ?? {}) as TParty;
        return company || name;
      },
      width: 24,
    },
    { key: "due_date", kind: "date", value: (row) => row.due_date, width: 12 },
    { key: "total", kind: "money", value: (row) => row.total_ti_cents, width: 12 },
    { key: "currency", kind: "text", value: (row) => row.currency, width: 9 },
    {
      key: "payment_method",
      kind: "text",
      value: (row) => paymentLabel(lang, row.payment_method),
      width: 18,
    },
    { key: "paid_on", kind: "date", value: (row) => isoDay(row.paid_at), width: 12 },
  ];
}

/** Spec §3 Payment row, one line per payment: its invoices in one cell. */
export function paymentColumns(lang: TLang): TExportColumn<TPaymentExportRow>[] {
  return [
    { key: "date", kind: "date", value: (row) => isoDay(row.paid_at), width: 12 },
    { key: "payment", kind: "text", value: (row) => row.id, width: 20 },
    { key: "total", kind: "money", value: (row) => row.amount_cents, width: 12 },
    { key: "currency", kind: "text", value: (row) => row.currency, width: 9 },
    { key: "payment_method", kind: "text", value: (row) => paymentLabel(lang, row.method), width: 18 },
    { key: "invoices", kind: "text", value: (row) => row.invoice_numbers, width: 32 },
  ];
}

/** A moment as its UTC day ('YYYY-MM-DD'), or "" when there is none (an unpaid invoice). */
function isoDay(at: Date | null): string {
  return at === null ? "" : at.toISOString().slice(0, 10);
}

/** The label of a stored method; a method this version does not name is shown as stored. */
function paymentLabel(lang: TLang, method: string) {
  const known = ZSettlementMethod.safeParse(method);
  return known.success ? paymentMethodLabel(lang, known.data) : method;
}
