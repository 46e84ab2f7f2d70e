import { loadRateSheets, loadSandboxConnectors } from "@ship/carriers";
import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import type { TContext } from "./app-context.ts";
import { loadBrands, sellerOf } from "./brands/load-brands.ts";
import type { TConfig } from "./config.ts";
import { createAccountRepository } from "./features/accounts/account-repository.ts";
import { createAccountService } from "./features/accounts/account-service.ts";
import { createMailRepository } from "./features/mail/mail-repository.ts";
import { createMailer, createSmtpTransport } from "./features/mail/mailer.ts";
import { createPayments } from "./features/payment/create-payments.ts";
import { createCityIndex } from "./features/rating/city-index.ts";
import { createLoginThrottle } from "./features/session/login-throttle.ts";
import { createSessionRepository } from "./features/session/session-repository.ts";
import { createSessionService } from "./features/session/session-service.ts";
import { createUserRepository } from "./features/session/user-repository.ts";
import { createSecretBox, loadSecretsKey } from "./features/settings/secret-box.ts";
import { createSettingsRepository } from "./features/settings/settings-repository.ts";
import { createSettingsService } from "./features/settings/settings-service.ts";
import { toSellerAddress } from "./features/shipment/shipment-documents.ts";
import { createShipmentRepository } from "./features/shipment/shipment-repository.ts";
import { createShipmentService } from "./features/shipment/shipment-service.ts";
import { createSsoRepository } from "./features/sso/sso-repository.ts";
import { createSsoService } from "./features/sso/sso-service.ts";
import { createSubAccountRepository } from "./features/sub-accounts/sub-account-repository.ts";
import { createSubAccountService } from "./features/sub-accounts/sub-account-service.ts";
import { linkOrigin } from "./http/link-origin.ts";

/** Wires repositories and services once; route files receive the result. */
export function createContext(config: TConfig, db: Kysely<Database>): TContext {
  // Background work has no request logger; tests run with LOG_LEVEL=silent.
  const logError = (error: unknown, message: string) => {
    if (config.logLevel !== "silent") console.error(message, error);
  };
  const mail = createMailRepository(db);
  // The outbox and its delivery job (decision 019); main.ts starts the job.
  const mailer = createMailer({
    repository: mail,
    smtp: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined,
    from: config.mail.from,
    // Tests only: holds delivery so a test can kill the API with e-mails still undelivered.
    holdMs: config.env === "production" ? 0 : Number(process.env.MAIL_TEST_DELAY_MS ?? 0) || 0,
    logError,
  });
  const secrets = createSecretBox(loadSecretsKey(config));
  const payments = createPayments(config, db);
  const carriers = { connectors: loadSandboxConnectors(), timeZone: loadRateSheets().operator.time_zone };
  const brands = loadBrands(config.brandsDir, config.brand);
  const shipments = createShipmentService({
    repository: createShipmentRepository(db),
    connectors: carriers.connectors,
    payments: payments.service,
    mailer,
    seller: toSellerAddress(sellerOf(brands)),
    timeZone: carriers.timeZone,
    // E-mail links need an absolute address: PUBLIC_URL, else the default brand's host (development).
    publicUrl: linkOrigin({ config, brands }),
    // Tests only: holds the waybill after payment so a test can kill the API there (decision 015).
    backgroundDelayMs: config.env === "production" ? 0 : Number(process.env.WAYBILL_TEST_DELAY_MS ?? 0) || 0,
    logError,
  });
  // The notification that marks a card payment paid starts the waybill at once (background).
  payments.service.onPaid((transactionId) => shipments.completePaidTransaction(transactionId));
  return {
    mail,
    mailer,
    accounts: createAccountService({
      repository: createAccountRepository(db),
      mailer,
      throttle: createLoginThrottle(db),
    }),
    sso: createSsoService({ config: config.sso, repository: createSsoRepository(db) }),
    secrets,
    settings: createSettingsService({ repository: createSettingsRepository(db), secrets }),
    subAccounts: createSubAccountService({ repository: createSubAccountRepository(db) }),
    payments,
    shipments,
    config,
    db,
    brands,
    carriers,
    cities: createCityIndex(),
    cookie: { name: config.sessionCookieName, maxAgeSeconds: Math.round(config.sessionIdleMs / 1000) },
    sessions: createSessionService({
      sessions: createSessionRepository(db),
      users: createUserRepository(db),
      throttle: createLoginThrottle(db),
      idleMs: config.sessionIdleMs,
    }),
  };
}
