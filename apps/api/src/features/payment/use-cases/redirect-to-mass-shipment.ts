import { randomBytes } from "node:crypto";
import type { TLang } from "@ship/domain";
import type { TTransaction as TDbTransaction } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { lockMailing, totalsOf } from "../../mass-mailing/mass-mailing-repository.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import {
  findPendingMassShipment,
  insertMassShipmentTransaction,
  replaceTransaction,
  type TTransaction,
} from "../payment-repository.ts";
import type { TPaymentDeps } from "./payment-deps.ts";
import { startProviderPayment } from "./start-provider-payment.ts";
import type { TTransactionAccess } from "./transaction-access.ts";

type TDeps = Pick<TPaymentDeps, "repository" | "unitOfWork" | "provider"> & {
  access: Pick<TTransactionAccess, "tokenFor">;
};

type TOpen = { massMailingId: string; userId: number; sessionId: string; provider: string; lang: TLang };

/**
 * The mass mailing's open card payment for its current total, made if needed, inside the caller's
 * transaction with the mass mailing locked: a retry finds the pending one; one for another total
 * (a recipient removed since) is replaced. The total is the server's, never the client's.
 */
async function openMassTransaction(trx: TDbTransaction, open: TOpen): Promise<TTransaction> {
  const mailing = await lockMailing(trx, open.massMailingId);
  if (!mailing || mailing.userId !== open.userId) throw new AppError("not_found", 404);
  if (mailing.status !== "draft") throw new AppError("payment.already_paid", 409);
  const totals = await totalsOf(trx, mailing.id);
  if (totals.count === 0 || totals.priceTi <= 0) throw new AppError("mass_mailing.nothing_to_ship", 409);
  const pending = await findPendingMassShipment(trx, mailing.id);
  if (pending) {
    if (pending.amount === totals.priceTi && pending.provider === open.provider) return pending;
    await replaceTransaction(trx, pending.id);
  }
  return insertMassShipmentTransaction(trx, {
    id: randomBytes(16).toString("base64url"),
    orderId: mailing.id,
    sessionId: open.sessionId,
    userId: open.userId,
    provider: open.provider,
    amountCents: totals.priceTi,
    currency: mailing.currency,
    lang: open.lang,
  });
}

/**
 * POST /redirect_payment with type mass_shipment (spec §7 "order_id with type mass_shipment"):
 * opens the card payment of a mass mailing of the caller and answers the provider's page. The
 * paid notification settles the mass mailing and queues its batch in its own transaction
 * (mass-mailing/use-cases/settle-paid-mass-shipment.ts); the card page sends the browser back to
 * mass-mailing-order-payment-ok/{crypted id}, -ko or -cancel (payment-purpose.ts).
 */
export function createRedirectToMassShipment(deps: TDeps) {
  return async function redirectToMassShipment(
    request: { order_id: string },
    lang: TLang,
    session: TSession | undefined,
  ) {
    const user = session?.user;
    if (!session || !user) throw new AppError("auth.login_required", 401);
    const provider = deps.provider;
    if (!provider) throw new AppError("payment.not_configured", 503);
    const open: TOpen = {
      massMailingId: request.order_id,
      userId: user.id,
      sessionId: ownerOfSession(session).sessionId,
      provider: provider.name,
      lang,
    };
    const transaction = await deps.unitOfWork.transaction((trx) => openMassTransaction(trx, open));
    return {
      ...(await startProviderPayment(deps, provider, transaction, lang)),
      amount: transaction.amount,
      currency: transaction.currency,
    };
  };
}
