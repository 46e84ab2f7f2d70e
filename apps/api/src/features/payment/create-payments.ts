import type { TConfig } from "../../config.ts";
import type { TUnitOfWork } from "../../db/unit-of-work.ts";
import type { TCreditRepository } from "../credit/credit-repository.ts";
import type { TPaymentRepository } from "./payment-repository.ts";
import { createPaymentService } from "./payment-service.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";
import type { TSettlementRepository } from "./settlement-repository.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTransactionTokens } from "./transaction-token.ts";
import type { TPaidHooks } from "./use-cases/apply-payment-notification.ts";

// Payments off (production without PAYMENT_PROVIDER): tokens still need a key, never used to pay.
const UNUSED_KEY = Buffer.alloc(32);

/** Wires the payment service and the configured provider (PAYMENT_PROVIDER, decision 010). */
export function createPayments(
  config: TConfig,
  repositories: {
    payments: TPaymentRepository;
    settlements: TSettlementRepository;
    credit: TCreditRepository;
    unitOfWork: TUnitOfWork;
  },
  hooks: TPaidHooks = {},
) {
  const sandbox =
    config.payment?.provider === "sandbox"
      ? createSandboxProvider({ notifySecret: config.payment.notifySecret, publicUrl: config.publicUrl })
      : undefined;
  const stripe =
    config.payment?.provider === "stripe" ? createStripeProvider(config.payment.stripe) : undefined;
  const { settlements, credit } = repositories;
  const service = createPaymentService({
    repository: repositories.payments,
    settlements,
    unitOfWork: repositories.unitOfWork,
    balanceOf: (userId) => credit.readBalance(userId),
    owedDeferredOf: (userId) => settlements.owedDeferred(userId),
    provider: sandbox ?? stripe,
    tokens: createTransactionTokens(config.payment?.urlKey ?? UNUSED_KEY),
    hooks,
  });
  return { service, sandbox, stripe };
}
export type TPayments = ReturnType<typeof createPayments>;
