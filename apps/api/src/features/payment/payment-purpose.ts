/**
 * What a payment pays (spec §7 payment request): an order (shipment_id, order_id), invoices
 * (pay_invoices: amount, invoice_ids), a credit top-up (credit_account: amount) or a mass mailing
 * (mass_shipment: order_id). Stored on each transaction (`payment_transactions.purpose`,
 * migration 0017). The payment core applies a provider's notification the same way whatever the
 * purpose, then hands the outcome to that purpose's handlers (decision 030).
 */
export type TPaymentPurpose = "order" | "pay_invoices" | "credit_account" | "mass_shipment";

/** A notification just changed a transaction of this purpose; emitted once, after the commit. */
export type TPaymentOutcomeEvent<P extends TPaymentPurpose = TPaymentPurpose> = {
  purpose: P;
  transactionId: string;
  /** The order the transaction pays; null for a purpose that pays no order (a credit top-up). */
  shipmentId: P extends "order" ? string : string | null;
};

/**
 * The order-paid event: a provider's notification has just marked an order's card transaction
 * paid, and its settlement (order_payments, method credit_card) was written in that same database
 * transaction (decision 016).
 */
export type TOrderPaid = TPaymentOutcomeEvent<"order">;

/**
 * A purpose's handlers, one per outcome a payment can reach: paid, failed (declined or cancelled
 * by the customer) and refunded. They run after the commit and must not throw: a failure is
 * theirs to log and retry (the paid-order recovery job does, decision 054).
 */
export type TPurposeHandlers<P extends TPaymentPurpose = TPaymentPurpose> = {
  paid: (event: TPaymentOutcomeEvent<P>) => void;
  failed: (event: TPaymentOutcomeEvent<P>) => void;
  refunded: (event: TPaymentOutcomeEvent<P>) => void;
};

/**
 * The order purpose's handlers. Only `paid` does something (the waybill); a declined or cancelled
 * card needs nothing, as the credit sweep gives its reserved credit back when the order is paid
 * another way or the reservation is released; a refund is made by the order's cancellation itself.
 */
export type TOrderPaymentHandlers = Pick<TPurposeHandlers<"order">, "paid"> &
  Partial<Omit<TPurposeHandlers<"order">, "paid">>;

/**
 * A credit top-up's handlers (purpose credit_account). The credit itself (top-up and bonus
 * movements) is written in the notification's own transaction (decision 035); nothing is left for
 * after the commit, so each handler is given, possibly as a no-op.
 */
export type TCreditTopUpHandlers = TPurposeHandlers<"credit_account">;

/** The screen under #/{lang}/ the card page sends the browser back to, per purpose and outcome. */
export function returnPathOf(
  purpose: TPaymentPurpose,
  status: "paid" | "declined" | "cancelled" | "pending" | "replaced",
  token: string,
): string {
  const prefix = RETURN_PREFIXES[purpose];
  if (status === "paid") return `${prefix}-ok/${token}`;
  return status === "declined" ? `${prefix}-ko` : `${prefix}-cancel`;
}

/** Spec §2 top-level routes of each purpose's card outcome ({prefix}-ok/{token}, -ko, -cancel). */
const RETURN_PREFIXES: Record<TPaymentPurpose, string> = {
  order: "order-payment",
  pay_invoices: "pay-invoices-order-payment",
  credit_account: "credit-account-order-payment",
  mass_shipment: "mass-mailing-order-payment",
};

/** Spec §2 /mass-mailing-order-deferred-payment-ok/{crypted_order_id}: the mass mailing's random id. */
export function massMailingDeferredPathOf(order: string): string {
  return `mass-mailing-order-deferred-payment-ok/${order}`;
}

/** The handlers registered per purpose. A purpose without handlers is not built yet. */
export function createPurposeRegistry() {
  const handlers = new Map<TPaymentPurpose, TPurposeHandlers[]>();
  return {
    register<P extends TPaymentPurpose>(purpose: P, purposeHandlers: TPurposeHandlers<P>): void {
      // Kept by purpose, so emit hands each handler only the events of the purpose it was registered for.
      handlers.set(purpose, [
        ...(handlers.get(purpose) ?? []),
        purposeHandlers as unknown as TPurposeHandlers,
      ]);
    },
    /** Hands an outcome to its purpose's handlers; a purpose nobody built is a programming error. */
    emit(outcome: keyof TPurposeHandlers, event: TPaymentOutcomeEvent): void {
      const registered = handlers.get(event.purpose);
      if (!registered) throw new Error(`no handlers for the payment purpose ${event.purpose}`);
      for (const purposeHandlers of registered) purposeHandlers[outcome](event);
    },
  };
}
export type TPurposeRegistry = ReturnType<typeof createPurposeRegistry>;
