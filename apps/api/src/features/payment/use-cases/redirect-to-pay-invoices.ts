import { randomBytes } from "node:crypto";
import type { TLang } from "@ship/domain";
import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import {
  findPendingHolding,
  insertInvoicesTransaction,
  lockInvoices,
  releaseInvoices,
  type TNewInvoicesPayment,
} from "../pay-invoices-repository.ts";
import { replaceTransaction, type TTransaction } from "../payment-repository.ts";
import type { TPaymentDeps } from "./payment-deps.ts";
import { startProviderPayment } from "./start-provider-payment.ts";
import type { TTransactionAccess } from "./transaction-access.ts";

type TDeps = Pick<TPaymentDeps, "unitOfWork" | "provider" | "repository"> & {
  access: Pick<TTransactionAccess, "tokenFor">;
};

export type TPayInvoicesRequest = {
  userId: number;
  /** The caller's hashed session token (the transaction's owner). */
  sessionId: string;
  /** The total the customer saw, cents. */
  amountCents: number;
  invoiceNumbers: readonly string[];
  lang: TLang;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((value, index) => value === [...b].sort()[index]);

/**
 * The open payment of these invoices, made if needed, inside the caller's database transaction.
 * The invoice rows are locked first (in number order), so two opens of the same invoices take
 * turns: the second finds the first's pending transaction and answers it again. A pending payment
 * of other invoices that holds one of these is replaced (its card page can no longer charge) and
 * lets its invoices go; the unique live index (migration 0024) backs this up.
 */
async function openInvoicesTransaction(
  trx: TDbTransaction,
  request: TPayInvoicesRequest,
  provider: string,
): Promise<TTransaction> {
  const invoices = await lockInvoices(trx, request.invoiceNumbers);
  const own = invoices.filter((invoice) => invoice.userId === request.userId);
  if (own.length !== request.invoiceNumbers.length) throw new AppError("not_found", 404);
  if (own.some((invoice) => invoice.paid || invoice.cancelled)) {
    throw new AppError("payment.invoice_paid", 409);
  }
  const currencies = new Set(own.map((invoice) => invoice.currency));
  if (currencies.size !== 1) throw new AppError("payment.invoices_currencies", 409);
  const total = own.reduce((sum, invoice) => sum + invoice.totalCents, 0);
  if (total !== request.amountCents) throw new AppError("payment.invoices_amount_changed", 409);

  for (const held of await findPendingHolding(trx, request.invoiceNumbers)) {
    const { transaction } = held;
    if (
      transaction.userId === request.userId &&
      transaction.provider === provider &&
      transaction.amount === total &&
      sameSet(held.invoiceNumbers, request.invoiceNumbers)
    ) {
      return transaction;
    }
    await replaceTransaction(trx, transaction.id);
    await releaseInvoices(trx, transaction.id);
  }
  const created: TNewInvoicesPayment = {
    id: randomBytes(16).toString("base64url"),
    userId: request.userId,
    sessionId: request.sessionId,
    provider,
    currency: own[0]?.currency ?? "EUR",
    lang: request.lang,
    invoices: own,
  };
  return insertInvoicesTransaction(trx, created);
}

/**
 * Spec §7 payment form request with type pay_invoices: opens the card payment of some of the
 * caller's unpaid invoices and answers the provider's page. The amount is recomputed from the
 * invoices; they are marked paid when the provider's notification says paid, in that same database
 * transaction (apply-payment-notification.ts, decision 036).
 */
export function createRedirectToPayInvoices(deps: TDeps) {
  return async function redirectToPayInvoices(request: TPayInvoicesRequest) {
    const provider = deps.provider;
    if (!provider) throw new AppError("payment.not_configured", 503);
    const transaction = await deps.unitOfWork.transaction((trx) =>
      openInvoicesTransaction(trx, request, provider.name),
    );
    return {
      ...(await startProviderPayment(deps, provider, transaction, request.lang)),
      amount: transaction.amount,
      currency: transaction.currency,
    };
  };
}
