import type { TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TPaymentProvider } from "../payment-provider.ts";
import type { TPaymentRepository } from "../payment-repository.ts";
import type { TSettlementRepository } from "../settlement-repository.ts";
import type { TTransactionTokens } from "../transaction-token.ts";

/** Everything the payment use cases may need; each factory takes the few it uses (a Pick). */
export type TPaymentDeps = {
  /** The reads of orders and transactions (no transaction of their own). */
  repository: TPaymentRepository;
  settlements: TSettlementRepository;
  /** Opens the transaction of each multi-row write (convention 14, decision 030). */
  unitOfWork: TUnitOfWork;
  /** The user's spendable prepaid credit, euro cents (features/credit, decision 016). */
  balanceOf: (userId: number) => Promise<number>;
  /** How many of the user's deferred payments are still owed (spec §4 unpaid invoices warning). */
  /** What the user owes on 'Pay later': unpaid deferred orders and their cents. */
  owedDeferredOf: (userId: number) => Promise<{ count: number; cents: number; limitCents: number | null }>;
  /** undefined: payments are off (production without PAYMENT_PROVIDER). */
  provider: TPaymentProvider | undefined;
  tokens: TTransactionTokens;
  now: () => Date;
};

export type TOrderRef = { shipment_id: string; order_id: string };
