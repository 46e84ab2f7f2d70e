/**
 * What a payment pays (spec §7 payment request: an order; invoices, type pay_invoices; a credit
 * top-up, type credit_account; a mass mailing, type mass_shipment). Each purpose has its own
 * handlers for the outcomes a provider notifies; only the order purpose exists so far (decision
 * 028), the others come with their issues.
 */
export type TPaymentPurpose = "order";

/**
 * The order-paid event: a provider's notification has just marked an order's card transaction
 * paid, and its settlement (order_payments, method credit_card) was written in that same database
 * transaction (decision 016). Emitted once per transaction, after the commit.
 */
export type TOrderPaid = { purpose: "order"; transactionId: string; shipmentId: string };

/** The order purpose's handlers. Declined and cancelled need none: the credit sweep gives back the reservation. */
export type TOrderPaymentHandlers = {
  paid: (event: TOrderPaid) => void;
};
