import { randomBytes } from "node:crypto";
import type { TRedirectPaymentResponse } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { openCardTransaction } from "./open-card-transaction.ts";
import { loadPayableOrder, totalOf } from "./payable-order.ts";
import type { TOrderRef, TPaymentDeps } from "./payment-deps.ts";
import { startProviderPayment } from "./start-provider-payment.ts";
import type { TTransactionAccess } from "./transaction-access.ts";

type TDeps = Pick<TPaymentDeps, "repository" | "settlements" | "unitOfWork" | "provider"> & {
  access: Pick<TTransactionAccess, "tokenFor">;
};

/**
 * Opens the card payment of an order of the caller and answers the provider's page. A retry gets
 * the same transaction (never a second charge); a paid order is refused.
 */
export function createRedirectToPayment(deps: TDeps) {
  return async function redirectToPayment(
    ref: TOrderRef,
    lang: TLang,
    session: TSession | undefined,
  ): Promise<Omit<TRedirectPaymentResponse, "success">> {
    const owner = ownerOfSession(session);
    const provider = deps.provider;
    if (!provider) throw new AppError("payment.not_configured", 503);
    const order = await loadPayableOrder(deps.repository, ref, owner);
    if (await deps.settlements.find(order.shipmentId)) throw new AppError("payment.already_paid", 409);
    const request = {
      newId: randomBytes(16).toString("base64url"),
      order,
      provider: provider.name,
      amount: totalOf(order),
      currency: order.offer.currency,
      lang,
      // The order's account credit pays its part first (partial payment, decision 016).
      creditUserId: session?.user?.id === order.userId ? order.userId : null,
    };
    const transaction = await deps.unitOfWork.transaction((trx) => openCardTransaction(trx, request));
    if (transaction === "nothing_to_pay") throw new AppError("payment.nothing_to_pay", 409);
    if (transaction.status === "paid") throw new AppError("payment.already_paid", 409);
    return {
      ...(await startProviderPayment(deps, provider, transaction, lang)),
      amount: transaction.amount,
      currency: transaction.currency,
    };
  };
}
