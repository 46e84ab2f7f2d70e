import type { TPayInvoicesResponse } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import type { TPaymentDeps } from "./payment-deps.ts";
import type { TTransactionAccess } from "./transaction-access.ts";

type TDeps = Pick<TPaymentDeps, "repository"> & { access: Pick<TTransactionAccess, "openToken"> };

/**
 * Spec §7 POST /pay_invoices (token, transaction_id): after the card page, the outcome of the
 * caller's payment of invoices as the server recorded it (the notification is what pays). Paid
 * answers the customer payment's id (the web goes to my account with it); pending, ask again.
 */
export function createReadInvoicesPayment(deps: TDeps) {
  return async function readInvoicesPayment(
    token: string,
    userId: number,
  ): Promise<Omit<TPayInvoicesResponse, "success">> {
    const transaction = await deps.access.openToken(token);
    if (transaction?.purpose !== "pay_invoices" || transaction.userId !== userId) {
      throw new AppError("not_found", 404);
    }
    const paymentId =
      transaction.status === "paid" ? await deps.repository.paymentOfTransaction(transaction.id) : undefined;
    return {
      status: transaction.status,
      payment_id: paymentId ?? null,
      invoice_ids: await deps.repository.invoicesOfTransaction(transaction.id),
    };
  };
}
