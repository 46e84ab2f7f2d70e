import { randomBytes } from "node:crypto";
import type { TPaymentState, TPaymentTransactionResponse, TRedirectPaymentResponse } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TSession } from "../session/session-service.ts";
import { hashSessionToken } from "../session/session-token.ts";
import type { TPaymentProvider } from "./payment-provider.ts";
import type {
  TNotificationEvent,
  TOwner,
  TPayableOrder,
  TPaymentRepository,
  TTransaction,
} from "./payment-repository.ts";
import type { TTransactionTokens } from "./transaction-token.ts";

type TDeps = {
  repository: TPaymentRepository;
  /** undefined: payments are off (production without PAYMENT_PROVIDER). */
  provider: TPaymentProvider | undefined;
  tokens: TTransactionTokens;
  now?: () => Date;
};

type TOrderRef = { shipment_id: string; order_id: string };

const ownerOf = (session: TSession | undefined): TOwner => {
  // No session: nothing can be owned. Same answer as someone else's order (no hint it exists).
  if (!session) throw new AppError("not_found", 404);
  return { sessionId: hashSessionToken(session.token), userId: session.user?.id ?? null };
};

const ownedBy = (transaction: TTransaction, owner: TOwner) =>
  transaction.sessionId === owner.sessionId || (owner.userId !== null && transaction.userId === owner.userId);

/** Integer cents in the offer's currency: the offer including tax, plus insurance (VAT-exempt). */
const totalOf = (order: TPayableOrder) => order.offer.price_ti + order.insurancePrice;

export function createPaymentService(deps: TDeps) {
  const { repository, tokens } = deps;
  const now = deps.now ?? (() => new Date());

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
     * Spec §3 Payment state / §4 payment display for an order of the caller. There is no prepaid
     * credit balance yet (credit accounts arrive with their own issue): the balance is 0, so the
     * card pays everything (pay_balance) unless the order is already paid (nothing_to_pay).
     */
    async describePayment(ref: TOrderRef, session: TSession | undefined): Promise<TPaymentState> {
      const owner = ownerOf(session);
      const order = await loadOrder(ref, owner);
      const live = await repository.findLiveTransaction(order.shipmentId);
      const total = totalOf(order);
      const paid = live?.status === "paid";
      const balance = 0;
      const creditUsed = Math.min(Math.max(balance, 0), total);
      const amountToPay = paid ? 0 : total - creditUsed;
      const nothingToPay = amountToPay <= 0;
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
        deferred_payment: !nothingToPay && session?.user?.pro === 1,
        deferred_url: null,
        warning_unpaid: false,
        nb_unpaid: 0,
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
      const owner = ownerOf(session);
      const provider = deps.provider;
      if (!provider) throw new AppError("payment.not_configured", 503);
      const order = await loadOrder(ref, owner);
      const transaction = await repository.openTransaction({
        newId: randomBytes(16).toString("base64url"),
        order,
        provider: provider.name,
        amount: totalOf(order),
        currency: order.offer.currency,
        lang,
      });
      if (transaction.status === "paid") throw new AppError("payment.already_paid", 409);
      const token = sealFor(transaction);
      return {
        redirect_url: provider.redirectUrl({ token, lang }),
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
      const owner = ownerOf(session);
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

    /** Seals a transaction id again (the card page sends the browser back with it). */
    tokenFor: sealFor,

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
      const event: TNotificationEvent | undefined = provider.verifyNotification({ ...args, now: now() });
      if (!event) throw new AppError("payment.invalid_signature", 400);
      const outcome = await repository.applyNotification(event);
      if (outcome.result === "not_found") throw new AppError("not_found", 404);
      if (outcome.result === "amount_mismatch") throw new AppError("payment.amount_mismatch", 409);
      return { duplicate: outcome.result === "duplicate" };
    },
  };
}
export type TPaymentService = ReturnType<typeof createPaymentService>;
