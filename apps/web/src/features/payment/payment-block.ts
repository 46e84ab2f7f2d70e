import type { TPaymentState } from "@ship/contracts";

/**
 * What the payment block of step 4 shows (spec §3 Payment state, §4 payment display):
 * - nothing_to_pay: balance zero or negative (or already paid): Confirm only;
 * - pay_balance: the card pays what is left, possibly after part of it came from the credit
 *   account (partial_payment);
 * - deferred_payment: professional accounts may also choose 'Pay later'.
 */
export type TPaymentBlock = {
  kind: "nothing_to_pay" | "pay_balance";
  /** Integer cents charged to the card (0 when nothing is left to pay). */
  amountToPay: number;
  /** Integer cents taken from the credit account (partial_payment), else 0. */
  creditUsed: number;
  canPayLater: boolean;
  /** 'Pay later' was refused because the unpaid invoices reached their limit. */
  deferredLimitReached: boolean;
  /** Number of unpaid invoices to warn about, or 0 for no warning. */
  unpaidInvoices: number;
};

export function describePaymentBlock(state: TPaymentState): TPaymentBlock {
  const nothingToPay = state.nothing_to_pay || state.amount_to_pay <= 0;
  return {
    kind: nothingToPay ? "nothing_to_pay" : "pay_balance",
    amountToPay: nothingToPay ? 0 : state.amount_to_pay,
    creditUsed:
      state.partial_payment || nothingToPay ? Math.max(0, state.amount_total - state.amount_to_pay) : 0,
    // Paying later only makes sense while something is left to pay.
    canPayLater: state.deferred_payment && !nothingToPay,
    deferredLimitReached: state.deferred_limit_reached && !nothingToPay,
    unpaidInvoices: state.warning_unpaid ? Math.max(1, state.nb_unpaid) : 0,
  };
}
