import type { TSettlementMethod, TShipmentStatusName } from "@ship/contracts";
import type { TLang } from "@ship/domain";

/** What the lists of my account say in words (spec §3 status_label, payment_method_label). */

const STATUS_LABELS: Record<TLang, Record<TShipmentStatusName, string>> = {
  en: {
    Created: "Created",
    Validated: "Validated",
    Pickuped: "Picked up",
    Delivered: "Delivered",
    Cancelled: "Cancelled",
  },
  fr: {
    Created: "Créé",
    Validated: "Validé",
    Pickuped: "Pris en charge",
    Delivered: "Livré",
    Cancelled: "Annulé",
  },
  es: {
    Created: "Creado",
    Validated: "Validado",
    Pickuped: "Recogido",
    Delivered: "Entregado",
    Cancelled: "Cancelado",
  },
};

const PAYMENT_METHOD_LABELS: Record<TLang, Record<TSettlementMethod, string>> = {
  en: {
    credit_card: "Credit card",
    credit: "Prepaid credit",
    deferred: "Deferred payment",
    free: "Nothing to pay",
  },
  fr: {
    credit_card: "Carte bancaire",
    credit: "Crédit prépayé",
    deferred: "Paiement différé",
    free: "Rien à payer",
  },
  es: {
    credit_card: "Tarjeta bancaria",
    credit: "Crédito prepago",
    deferred: "Pago diferido",
    free: "Nada que pagar",
  },
};

export const statusLabel = (lang: TLang, status: TShipmentStatusName) => STATUS_LABELS[lang][status];
export const paymentMethodLabel = (lang: TLang, method: TSettlementMethod) =>
  PAYMENT_METHOD_LABELS[lang][method];

/** The columns of my account's exports (spec §2 'with exports'), one header each per language. */
export type THistoryColumn =
  | "date"
  | "reference"
  | "sender"
  | "recipient"
  | "carrier"
  | "service"
  | "tracking_number"
  | "price"
  | "currency"
  | "payment_method"
  | "invoice"
  | "status"
  | "sub_account"
  | "issue_date"
  | "customer"
  | "total"
  | "due_date"
  | "paid_on"
  | "payment"
  | "invoices";

const COLUMN_HEADERS: Record<TLang, Record<THistoryColumn, string>> = {
  en: {
    date: "Date",
    reference: "Reference",
    sender: "Sender",
    recipient: "Recipient",
    carrier: "Carrier",
    service: "Service",
    tracking_number: "Tracking number",
    price: "Price incl. tax",
    currency: "Currency",
    payment_method: "Payment method",
    invoice: "Invoice",
    status: "Status",
    sub_account: "Sub-account",
    issue_date: "Issue date",
    customer: "Customer",
    total: "Total incl. tax",
    due_date: "Due date",
    paid_on: "Paid on",
    payment: "Payment",
    invoices: "Invoices",
  },
  fr: {
    date: "Date",
    reference: "Référence",
    sender: "Expéditeur",
    recipient: "Destinataire",
    carrier: "Transporteur",
    service: "Service",
    tracking_number: "Numéro de suivi",
    price: "Prix TTC",
    currency: "Devise",
    payment_method: "Moyen de paiement",
    invoice: "Facture",
    status: "Statut",
    sub_account: "Sous-compte",
    issue_date: "Date d'émission",
    customer: "Client",
    total: "Total TTC",
    due_date: "Échéance",
    paid_on: "Payée le",
    payment: "Paiement",
    invoices: "Factures",
  },
  es: {
    date: "Fecha",
    reference: "Referencia",
    sender: "Remitente",
    recipient: "Destinatario",
    carrier: "Transportista",
    service: "Servicio",
    tracking_number: "Número de seguimiento",
    price: "Precio con IVA",
    currency: "Moneda",
    payment_method: "Forma de pago",
    invoice: "Factura",
    status: "Estado",
    sub_account: "Subcuenta",
    issue_date: "Fecha de emisión",
    customer: "Cliente",
    total: "Total con IVA",
    due_date: "Vencimiento",
    paid_on: "Pagada el",
    payment: "Pago",
    invoices: "Facturas",
  },
};

export const columnHeader = (lang: TLang, column: THistoryColumn) => COLUMN_HEADERS[lang][column];

/**
 * Intl formatters are slow to build (a tenth of a millisecond each) and an export formats 10,000
 * rows: one per language and currency is built once and kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  const known = formatters.get(key) as T | undefined;
  if (known) return known;
  const built = build();
  formatters.set(key, built);
  return built;
}

/** Integer cents as the customer reads them: "12,34 €" in French, "€12.34" in English. */
export function formatCents(lang: TLang, cents: number, currency: "EUR" | "USD"): string {
  const money = formatter(
    `${lang} ${currency}`,
    () => new Intl.NumberFormat(lang, { style: "currency", currency }),
  );
  return money.format(cents / 100);
}

/** A 'YYYY-MM-DD' date in the customer's language (24/11/2026, 11/24/2026). */
export function formatIsoDate(lang: TLang, isoDate: string): string {
  const locale = lang === "en" ? "en-US" : lang;
  const dates = formatter(`${locale} date`, () => new Intl.DateTimeFormat(locale, { timeZone: "UTC" }));
  return dates.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment as the day it was in the operator's time zone, in the customer's language. */
export function formatDay(lang: TLang, at: Date, timeZone: string): { iso: string; formatted: string } {
  const days = formatter(
    `iso ${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  );
  const iso = days.format(at);
  return { iso, formatted: formatIsoDate(lang, iso) };
}
