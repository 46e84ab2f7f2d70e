import type { TInvoiceRow } from "@ship/contracts";

/** What Pay selected hands to the payment page (spec §2 pay-invoices-payment (invoices, total)). */
export type TChosenInvoices = {
  invoices: Pick<
    TInvoiceRow,
    "id" | "currency" | "price_ti" | "price_ti_formatted" | "created_formatted" | "due_formatted"
  >[];
};

/** The selection's total per currency, in cents (invoices of two currencies are paid apart). */
export function totalsOf(invoices: readonly Pick<TInvoiceRow, "currency" | "price_ti">[]) {
  const totals = new Map<TInvoiceRow["currency"], number>();
  for (const invoice of invoices) {
    totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + invoice.price_ti);
  }
  return [...totals].map(([currency, cents]) => ({ currency, cents }));
}

/** The chosen invoices carried in the router's state, or undefined when the page was opened by hand. */
export function chosenInvoicesOf(state: unknown): TChosenInvoices["invoices"] | undefined {
  const invoices = (state as Partial<TChosenInvoices> | null)?.invoices;
  return Array.isArray(invoices) && invoices.length > 0 ? invoices : undefined;
}
