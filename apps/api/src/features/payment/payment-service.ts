import { randomBytes } from "node:crypto";
import type { TPaymentState, TPaymentTransactionResponse, TRedirectPaymentResponse } from "@ship/contracts";
import { CREDIT_CURRENCY, computeOrderTotal, creditPartOf, type TLang } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import { ownerOfSession } from "../session/owned-by.ts";
import type { TSession } from "../session/session-service.ts";
import type { TPaymentProvider } from "./payment-provider.ts";
import type { TOrderPaymentHandlers } from "./payment-purpose.ts";
import type { TOwner, TPayableOrder, TPaymentRepository, TTransaction } from "./payment-repository.ts";
import type { TSettlementMethod, TSettlementRepository } from "./settlement-repository.ts";
import type { TTransactionTokens } from "./transaction-token.ts";

type TDeps = {
  repository: TPaymentRepository;
  settlements: TSettlementRepository;
  /** The user's spendable prepaid credit, euro cents (features/credit, decision 016). */
  balanceOf: (userId: number) => Promise<number>;
  /** How many of the user's deferred payments are still owed (spec §4 unpaid invoices warning). */
  unpaidCountOf: (userId: number) => Promise<number>;
  /** undefined: payments are off (production without PAYMENT_PROVIDER). */
  provider: TPaymentProvider | undefined;
  tokens: TTransactionTokens;
  now?: () => Date;
};

type TOrderRef = { shipment_id: string; order_id: string };

/** Where 'Pay later' goes: POST it with pay_later: true (the waybill's POST /order confirms). */
export const DEFERRED_URL = "/api/v4/order";

const ownedBy = (transaction: TTransaction, owner: TOwner) =>
  transaction.sessionId === owner.sessionId || (owner.userId !== null && transaction.userId === owner.userId);

/** Integer cents in the offer's currency: the offer including tax, plus insurance (VAT-exempt), less the voucher. */
const totalOf = (order: TPayableOrder) =>
  computeOrderTotal(order.offer.price_ti, order.insurancePrice, order.voucherDiscount);

export function createPaymentService(deps: TDeps) {
  const { repository, tokens } = deps;
  const now = deps.now ?? (() => new Date());
  // The order purpose's handlers (payment-purpose.ts): the shipment feature makes the waybill.
  const orderHandlers: TOrderPaymentHandlers[] = [];
  const recordCardSettlementOf = (transaction: TTransaction) => deps.settlements.recordCard(transaction);

  async function loadOrder(ref: TOrderRef, owner: TOwner): Promise<TPayableOrder> {
    const order = await repository.findOwnedOrder(ref.shipment_id, ref.order_id, owner);
    if (!order) throw new AppError("not_found", 404);
    // Spec §4: missing data sends back one step (the order form).
    if (!order.complete) throw new AppError("payment.order_incomplete", 409);
    return order;
  }

  const sealFor = (transaction: TTransaction) =>
    tokens.seal({
      transactionId: transaction.id,
      shipmentId: transaction.shipmentId,
      userId: transaction.userId,
    });

  return {
    /**
     * Spec §3 Payment state / §4 payment display for an order of the caller (decision 016). The
     * prepaid credit (euros) pays what it can of an order in EUR: all of it (nothing_to_pay,
     * confirm only) or part of it (partial_payment, the card pays amount_to_pay); professional
     * accounts may also pay later (deferred_payment).
     */
    async describePayment(ref: TOrderRef, session: TSession | undefined): Promise<TPaymentState> {
      const owner = ownerOfSession(session);
      const order = await loadOrder(ref, owner);
      // Only the account that owns the order spends its credit (a parent account sees a
      // sub-account's orders, but pays them with neither's credit).
      const userId = session?.user && session.user.id === order.userId ? order.userId : null;
      const [live, settlement, balance, unpaid] = await Promise.all([
        repository.findLiveTransaction(order.shipmentId),
        deps.settlements.find(order.shipmentId),
        userId === null ? 0 : deps.balanceOf(userId),
        userId === null ? 0 : deps.unpaidCountOf(userId),
      ]);
      const total = totalOf(order);
      const paid = live?.status === "paid" || (settlement !== undefined && settlement.method !== "deferred");
      const usesCredit = order.offer.currency === CREDIT_CURRENCY;
      // A card payment under way already holds its credit part: show that split, not a new one.
      const creditUsed =
        live?.status === "pending" ? live.creditCents : usesCredit ? creditPartOf(balance, total) : 0;
      const amountToPay = paid || settlement ? 0 : total - creditUsed;
      const nothingToPay = amountToPay <= 0;
      const deferred = !nothingToPay && session?.user?.pro === 1;
      return {
        status: paid ? "paid" : live?.status === "pending" ? "pending" : "unpaid",
        currency: order.offer.currency,
        amount_total: total,
        balance,
        balanceAbs: Math.abs(balance),
        amount_to_pay: amountToPay,
        nothing_to_pay: nothingToPay,
        partial_payment: !nothingToPay && creditUsed > 0,
        pay_balance: !nothingToPay,
        // Spec §6: professional accounts may pay later (on invoice).
        deferred_payment: deferred,
        deferred_url: deferred ? DEFERRED_URL : null,
        warning_unpaid: unpaid > 0,
        nb_unpaid: unpaid,
        payment_method: "credit_card",
      };
    },

    /**
     * Opens the card payment of an order of the caller and answers the provider's page. A retry
     * gets the same transaction (never a second charge); a paid order is refused.
     */
    async redirectToPayment(
      ref: TOrderRef,
      lang: TLang,
      session: TSession | undefined,
    ): Promise<Omit<TRedirectPaymentResponse, "success">> {
      const owner = ownerOfSession(session);
      const provider = deps.provider;
      if (!provider) throw new AppError("payment.not_configured", 503);
      const order = await loadOrder(ref, owner);
      if (await deps.settlements.find(order.shipmentId)) throw new AppError("payment.already_paid", 409);
      const transaction = await repository.openTransaction({
        newId: randomBytes(16).toString("base64url"),
        order,
        provider: provider.name,
        amount: totalOf(order),
        currency: order.offer.currency,
        lang,
        // The order's account credit pays its part first (partial payment, decision 016).
        creditUserId: session?.user?.id === order.userId ? order.userId : null,
      });
      if (transaction === "nothing_to_pay") throw new AppError("payment.nothing_to_pay", 409);
      if (transaction.status === "paid") throw new AppError("payment.already_paid", 409);
      const token = sealFor(transaction);
      const started = await provider.startPayment({ token, lang, transaction });
      if (started.reference && started.reference !== transaction.providerReference) {
        await repository.setProviderReference(transaction.id, started.reference);
      }
      return {
        redirect_url: started.url,
        transaction_id: token,
        amount: transaction.amount,
        currency: transaction.currency,
      };
    },

    /**
     * A crypted transaction id opened: the transaction it names, if the token is intact and
     * still matches it (order and owner). Throws payment.invalid_reference for a changed token.
     */
    async openToken(token: string): Promise<TTransaction | undefined> {
      const claims = tokens.open(token);
      if (!claims) throw new AppError("payment.invalid_reference", 400);
      const transaction = await repository.findTransaction(claims.transactionId);
      if (!transaction) return undefined;
      const bound = claims.isBoundTo({
        transactionId: transaction.id,
        shipmentId: transaction.shipmentId,
        userId: transaction.userId,
      });
      return bound ? transaction : undefined;
    },

    /** What the success page shows: read on the server, for the transaction's owner only. */
    async readTransaction(
      token: string,
      session: TSession | undefined,
    ): Promise<TPaymentTransactionResponse["transaction"]> {
      const owner = ownerOfSession(session);
      const transaction = await this.openToken(token);
      if (!transaction || !ownedBy(transaction, owner)) throw new AppError("not_found", 404);
      return {
        status: transaction.status,
        shipment_id: transaction.shipmentId,
        order_id: transaction.orderId,
        amount: transaction.amount,
        currency: transaction.currency,
        paid_at: transaction.paidAt ? transaction.paidAt.toISOString() : null,
      };
    },

    /** The order's card transaction when it is paid (the shipment's e-mail takes its language). */
    async findPaidTransaction(shipmentId: string): Promise<TTransaction | undefined> {
      const live = await repository.findLiveTransaction(shipmentId);
      return live?.status === "paid" ? live : undefined;
    },

    /** A transaction by id when it is paid (the order-paid hand-off reads it again). */
    async findPaidTransactionById(transactionId: string): Promise<TTransaction | undefined> {
      const transaction = await repository.findTransaction(transactionId);
      return transaction?.status === "paid" ? transaction : undefined;
    },

    /** Seals a transaction id again (the card page sends the browser back with it). */
    tokenFor: sealFor,

    /**
     * Registers the order purpose's handlers; `paid` is called (synchronously, once per
     * transaction, after the commit) with the order-paid event.
     */
    handleOrderPayments(handlers: TOrderPaymentHandlers): void {
      orderHandlers.push(handlers);
    },

    /**
     * The provider's notification, the single source of truth (decision 010): verified, then
     * applied once. Answers whether it was seen before.
     */
    async receiveNotification(args: {
      rawBody: string;
      headers: Record<string, string | string[] | undefined>;
    }): Promise<{ duplicate: boolean }> {
      const provider = deps.provider;
      if (!provider) throw new AppError("payment.not_configured", 503);
      const event = provider.verifyNotification({ ...args, now: now() });
      if (!event) throw new AppError("payment.invalid_signature", 400);
      // A genuine event of a kind that moves no payment: acknowledged, so the provider stops sending it.
      if ("ignored" in event) return { duplicate: false };
      const outcome = await repository.applyNotification(event);
      if (outcome.result === "not_found") throw new AppError("not_found", 404);
      if (outcome.result === "amount_mismatch") throw new AppError("payment.amount_mismatch", 409);
      if (outcome.result === "applied" && event.outcome === "paid") {
        const paid = {
          purpose: "order" as const,
          transactionId: event.transactionId,
          shipmentId: outcome.shipmentId,
        };
        for (const handlers of orderHandlers) handlers.paid(paid);
      }
      return { duplicate: outcome.result === "duplicate" };
    },

    /**
     * Settles an order of the caller before it is confirmed (decision 016), once: a paid card
     * transaction (with its reserved credit part) settles it by card; a total of 0 is free; the
     * account's credit pays it when it covers the whole total (nothing_to_pay); a professional
     * account that chose 'Pay later' owes it (deferred: the invoice shows it). Otherwise it is not
     * settled. Calling it again answers the same settlement and never debits twice.
     */
    async settleOrder(
      ref: TOrderRef,
      session: TSession | undefined,
      options: { payLater: boolean },
    ): Promise<{ settled: boolean; method: TSettlementMethod }> {
      const owner = ownerOfSession(session);
      const order = await repository.findOwnedOrder(ref.shipment_id, ref.order_id, owner);
      if (!order) throw new AppError("not_found", 404);
      const known = await deps.settlements.find(order.shipmentId);
      if (known) return { settled: true, method: known.method };
      if (!order.complete) throw new AppError("payment.order_incomplete", 409);
      // Only the account that owns the order spends its credit or owes its invoice.
      const user = session?.user && session.user.id === order.userId ? session.user : null;
      const outcome = await deps.settlements.settle({
        shipmentId: order.shipmentId,
        total: totalOf(order),
        currency: order.offer.currency,
        userId: user?.id ?? null,
        payLater: options.payLater,
        mayDefer: user?.pro === 1,
      });
      return outcome.settled
        ? { settled: true, method: outcome.settlement.method }
        : { settled: false, method: "credit_card" };
    },

    /**
     * Refunds an order the way it was paid (its cancellation): the card part through the
     * provider, the credit part back to the ledger. Idempotent: a second call refunds nothing
     * (0 cents). An order never settled, or settled deferred or free, refunds 0.
     */
    async refundOrder(shipmentId: string): Promise<{ refunded_cents: number; method: string }> {
      let settlement = await deps.settlements.find(shipmentId);
      if (!settlement) {
        // Paid by card but never confirmed: settle it now so that the refund has its record.
        const live = await repository.findLiveTransaction(shipmentId);
        if (live?.status !== "paid") return { refunded_cents: 0, method: "none" };
        await recordCardSettlementOf(live);
        settlement = await deps.settlements.find(shipmentId);
        if (!settlement) throw new Error("card settlement not recorded");
      }
      if (settlement.refundedAt) return { refunded_cents: 0, method: settlement.method };
      let reference: string | null = null;
      if (settlement.method === "credit_card" && settlement.cardCents > 0 && settlement.transactionId) {
        const transaction = await repository.findTransaction(settlement.transactionId);
        const provider = deps.provider;
        if (!transaction || !provider?.refund || provider.name !== transaction.provider) {
          throw new AppError("payment.refund_failed", 503);
        }
        try {
          // Same key on every call for this order: the provider never refunds it twice.
          const refund = await provider.refund({
            transaction,
            amount: settlement.cardCents,
            idempotencyKey: `refund-${shipmentId}`,
          });
          reference = refund.reference;
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw new AppError("payment.refund_failed", 502);
        }
      }
      const refunded = await deps.settlements.markRefunded(shipmentId, reference);
      return { refunded_cents: refunded, method: settlement.method };
    },
  };
}
export type TPaymentService = ReturnType<typeof createPaymentService>;
