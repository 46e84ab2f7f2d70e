import type { TPaymentTransactionResponse } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import {
  asOrderTransaction,
  type TOrderTransaction,
  type TOwner,
  type TTransaction,
} from "../payment-repository.ts";
import type { TPaymentDeps } from "./payment-deps.ts";

type TDeps = Pick<TPaymentDeps, "repository" | "tokens">;

const ownedBy = (transaction: TTransaction, owner: TOwner) =>
  transaction.sessionId === owner.sessionId || (owner.userId !== null && transaction.userId === owner.userId);

/**
 * Transactions as the outside sees them: through a crypted id bound to the order and its owner
 * (decision 010), and the paid ones the shipment feature reads.
 */
export function createTransactionAccess(deps: TDeps) {
  const { repository, tokens } = deps;

  /** Seals a transaction id (the card page sends the browser back with it). */
  const tokenFor = (transaction: TTransaction) =>
    tokens.seal({
      transactionId: transaction.id,
      shipmentId: transaction.shipmentId,
      userId: transaction.userId,
    });

  /**
   * A crypted transaction id opened: the transaction it names, if the token is intact and still
   * matches it (order and owner). Throws payment.invalid_reference for a changed token.
   */
  async function openToken(token: string): Promise<TTransaction | undefined> {
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
  }

  /** What the success page shows: read on the server, for the transaction's owner only. */
  async function readTransaction(
    token: string,
    session: TSession | undefined,
  ): Promise<TPaymentTransactionResponse["transaction"]> {
    const owner = ownerOfSession(session);
    const transaction = await openToken(token);
    if (!transaction || !ownedBy(transaction, owner)) throw new AppError("not_found", 404);
    return {
      status: transaction.status,
      purpose: transaction.purpose,
      shipment_id: transaction.shipmentId,
      order_id: transaction.orderId,
      amount: transaction.amount,
      currency: transaction.currency,
      paid_at: transaction.paidAt ? transaction.paidAt.toISOString() : null,
    };
  }

  /** The order's card transaction when it is paid (the shipment's e-mail takes its language). */
  async function findPaidTransaction(shipmentId: string): Promise<TOrderTransaction | undefined> {
    const live = await repository.findLiveTransaction(shipmentId);
    return live?.status === "paid" ? live : undefined;
  }

  /** An order's transaction by id when it is paid (the order-paid hand-off reads it again). */
  async function findPaidTransactionById(transactionId: string): Promise<TOrderTransaction | undefined> {
    const transaction = asOrderTransaction(await repository.findTransaction(transactionId));
    return transaction?.status === "paid" ? transaction : undefined;
  }

  return { tokenFor, openToken, readTransaction, findPaidTransaction, findPaidTransactionById };
}
export type TTransactionAccess = ReturnType<typeof createTransactionAccess>;
