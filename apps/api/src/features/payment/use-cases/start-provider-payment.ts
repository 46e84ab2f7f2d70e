import type { TLang } from "@ship/domain";
import type { TPaymentProvider } from "../payment-provider.ts";
import type { TTransaction } from "../payment-repository.ts";
import type { TPaymentDeps } from "./payment-deps.ts";
import type { TTransactionAccess } from "./transaction-access.ts";

/**
 * The provider's page of an open transaction (an order's or a top-up's), and the provider's own id
 * of it kept (a Stripe Checkout Session): answers the page and the transaction's crypted id.
 */
export async function startProviderPayment(
  deps: Pick<TPaymentDeps, "repository"> & { access: Pick<TTransactionAccess, "tokenFor"> },
  provider: TPaymentProvider,
  transaction: TTransaction,
  lang: TLang,
): Promise<{ redirect_url: string; transaction_id: string }> {
  const token = deps.access.tokenFor(transaction);
  const started = await provider.startPayment({ token, lang, transaction });
  if (started.reference && started.reference !== transaction.providerReference) {
    await deps.repository.setProviderReference(transaction.id, started.reference);
  }
  return { redirect_url: started.url, transaction_id: token };
}
