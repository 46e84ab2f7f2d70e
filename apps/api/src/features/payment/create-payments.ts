import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import type { TConfig } from "../../config.ts";
import { readBalance } from "../credit/credit-ledger.ts";
import { createPaymentRepository } from "./payment-repository.ts";
import { createPaymentService } from "./payment-service.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";
import { createSettlementRepository } from "./settlement-repository.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTransactionTokens } from "./transaction-token.ts";

// Payments off (production without PAYMENT_PROVIDER): tokens still need a key, never used to pay.
const UNUSED_KEY = Buffer.alloc(32);

/** Wires the payment service and the configured provider (PAYMENT_PROVIDER, decision 010). */
export function createPayments(config: TConfig, db: Kysely<Database>) {
  const sandbox =
    config.payment?.provider === "sandbox"
      ? createSandboxProvider({ notifySecret: config.payment.notifySecret, publicUrl: config.publicUrl })
      : undefined;
  const stripe =
    config.payment?.provider === "stripe" ? createStripeProvider(config.payment.stripe) : undefined;
  const settlements = createSettlementRepository(db);
  const service = createPaymentService({
    repository: createPaymentRepository(db),
    settlements,
    balanceOf: (userId) => readBalance(db, userId),
    unpaidCountOf: (userId) => settlements.countDeferredUnpaid(userId),
    provider: sandbox ?? stripe,
    tokens: createTransactionTokens(config.payment?.urlKey ?? UNUSED_KEY),
  });
  return { service, sandbox, stripe };
}
export type TPayments = ReturnType<typeof createPayments>;
