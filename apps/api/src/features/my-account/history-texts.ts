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

/** Integer cents as the customer reads them: "12,34 €" in French, "€12.34" in English. */
export function formatCents(lang: TLang, cents: number, currency: "EUR" | "USD"): string {
  return new Intl.NumberFormat(lang, { style: "currency", currency }).format(cents / 100);
}

/** A 'YYYY-MM-DD' date in the customer's language (24/11/2026, 11/24/2026). */
export function formatIsoDate(lang: TLang, isoDate: string): string {
  const locale = lang === "en" ? "en-US" : lang;
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment as the day it was in the operator's time zone, in the customer's language. */
export function formatDay(lang: TLang, at: Date, timeZone: string): { iso: string; formatted: string } {
  const iso = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
  return { iso, formatted: formatIsoDate(lang, iso) };
}
