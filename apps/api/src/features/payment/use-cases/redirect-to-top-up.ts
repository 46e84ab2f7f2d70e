import { randomBytes } from "node:crypto";
import { type TLang, type TTopUpEuros, topUpBonusCents } from "@ship/domain";
import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { lockBalance } from "../../credit/credit-repository.ts";
import {
  findPendingTopUp,
  insertTopUpTransaction,
  replaceTransaction,
  type TNewTopUp,
  type TTransaction,
} from "../payment-repository.ts";
import type { TPaymentDeps } from "./payment-deps.ts";
import { startProviderPayment } from "./start-provider-payment.ts";
import type { TTransactionAccess } from "./transaction-access.ts";

type TDeps = Pick<TPaymentDeps, "repository" | "unitOfWork" | "provider"> & {
  access: Pick<TTransactionAccess, "tokenFor">;
};

export type TTopUpRequest = {
  userId: number;
  /** The caller's hashed session token (the transaction's owner, as for an order). */
  sessionId: string;
  euros: TTopUpEuros;
  lang: TLang;
};

/**
 * The user's open top-up for this amount, made if needed, inside the caller's database
 * transaction. The user's balance row is locked first, so two confirms of one user take turns: a
 * retry finds the pending transaction the first one made; a pending one for the other amount is
 * replaced (its card page can no longer charge). At most one pending top-up per user (unique
 * index, migration 0020).
 */
async function openTopUpTransaction(trx: TDbTransaction, created: TNewTopUp): Promise<TTransaction> {
  await lockBalance(trx, created.userId);
  const pending = await findPendingTopUp(trx, created.userId);
  if (pending) {
    if (pending.amount === created.amountCents && pending.provider === created.provider) return pending;
    await replaceTransaction(trx, pending.id);
  }
  return insertTopUpTransaction(trx, created);
}

/**
 * POST /credit-acount/confirm (spec §7, payment request with type credit_account): opens the card
 * payment of a credit top-up of 100 or 300 euros and answers the provider's page. The bonus is
 * fixed now and credited with the amount when the provider's notification marks it paid
 * (apply-payment-notification.ts, decision 035). Credit is kept in euros: the card pays in EUR.
 */
export function createRedirectToTopUp(deps: TDeps) {
  return async function redirectToTopUp(request: TTopUpRequest) {
    const provider = deps.provider;
    if (!provider) throw new AppError("payment.not_configured", 503);
    const amountCents = request.euros * 100;
    const created: TNewTopUp = {
      id: randomBytes(16).toString("base64url"),
      userId: request.userId,
      sessionId: request.sessionId,
      provider: provider.name,
      amountCents,
      bonusCents: topUpBonusCents(amountCents),
      lang: request.lang,
    };
    const transaction = await deps.unitOfWork.transaction((trx) => openTopUpTransaction(trx, created));
    return {
      ...(await startProviderPayment(deps, provider, transaction, request.lang)),
      amount: transaction.amount,
      bonus: transaction.creditBonusCents,
      currency: "EUR" as const,
    };
  };
}
