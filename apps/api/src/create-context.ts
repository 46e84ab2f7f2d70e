import { readZonedNow, type TCarrierError } from "@ship/carriers";
import { createDatabase, type Database, migrateToLatest, seedReferenceData } from "@ship/db";
import type { Kysely } from "kysely";
import { pino } from "pino";
import type { TContext } from "./app-context.ts";
import { loadBrands, sellerOf } from "./brands/load-brands.ts";
import type { TConfig } from "./config.ts";
import { createUnitOfWork } from "./db/unit-of-work.ts";
import { createAccountRepository } from "./features/accounts/account-repository.ts";
import { createAccountService } from "./features/accounts/account-service.ts";
import { createShipWithApiData } from "./features/api-ship/ship-with-api-data.ts";
import { createConsoleService } from "./features/console/console-service.ts";
import { createContactImportService } from "./features/contact-import/contact-import-service.ts";
import { createContactUsService } from "./features/contact-us/contact-us-service.ts";
import { createContactService } from "./features/contacts/contact-service.ts";
import { createContentService } from "./features/content/content-service.ts";
import { createCreditAccountService } from "./features/credit/credit-account-service.ts";
import { createCreditRepository } from "./features/credit/credit-repository.ts";
import { createDirectDebitService } from "./features/direct-debit/direct-debit-service.ts";
import { createExportService } from "./features/exports/export-service.ts";
import { createHealthRepository } from "./features/health/health-repository.ts";
import { createCarrierSetup } from "./features/live-carriers/carrier-setup.ts";
import { createOwnAccountConnectors } from "./features/live-carriers/own-account-connectors.ts";
import { createMailRepository } from "./features/mail/mail-repository.ts";
import { createMailer, createSmtpTransport } from "./features/mail/mailer.ts";
import { createMassMailingService } from "./features/mass-mailing/mass-mailing-service.ts";
import { settlePaidMassShipment } from "./features/mass-mailing/use-cases/settle-paid-mass-shipment.ts";
import { createMyAccountService } from "./features/my-account/my-account-service.ts";
import { createOrderRepository } from "./features/order/order-repository.ts";
import { createOrderService } from "./features/order/order-service.ts";
import { createPayments } from "./features/payment/create-payments.ts";
import { createPaymentRepository } from "./features/payment/payment-repository.ts";
import { listSettledOrdersWithoutShipment } from "./features/payment/settled-orders-repository.ts";
import { createSettlementRepository } from "./features/payment/settlement-repository.ts";
import { createPreorderClient, PreorderCallError } from "./features/pre-order/preorder-client.ts";
import { findApiKey } from "./features/pre-order/preorder-repository.ts";
import { createPreorderService } from "./features/pre-order/preorder-service.ts";
import { createPreOrderOutbox } from "./features/pre-order-shipping/pre-order-outbox.ts";
import { createPreOrderOutboxRepository } from "./features/pre-order-shipping/pre-order-outbox-repository.ts";
import {
  createAppendPreOrderShipment,
  createCancelPreOrderShipment,
  createPreOrderShippingService,
} from "./features/pre-order-shipping/pre-order-shipping-service.ts";
import {
  createFindPreorder,
  createSendPreOrderShipment,
} from "./features/pre-order-shipping/preorder-calls.ts";
import { createCityIndex } from "./features/rating/city-index.ts";
import { createRatingRepository } from "./features/rating/rating-repository.ts";
import { createRatingService } from "./features/rating/rating-service.ts";
import { createReferenceRepository } from "./features/reference/reference-repository.ts";
import { createReferralService } from "./features/referral/referral-service.ts";
import { recordSponsorship } from "./features/referral/use-cases/record-sponsorship.ts";
import { rewardSponsor } from "./features/referral/use-cases/reward-sponsor.ts";
import { createRelayPointRepository } from "./features/relay-points/relay-point-repository.ts";
import { createRelayPointService } from "./features/relay-points/relay-point-service.ts";
import { createRetention } from "./features/retention/retention.ts";
import { createRetentionRepository } from "./features/retention/retention-repository.ts";
import { createLoginThrottle } from "./features/session/login-throttle-repository.ts";
import { createSessionRepository } from "./features/session/session-repository.ts";
import { createSessionService } from "./features/session/session-service.ts";
import { createUserRepository } from "./features/session/user-repository.ts";
import { createCredentialsForOrder } from "./features/settings/credentials-for-order.ts";
import { loadOwnAccountDiscounts } from "./features/settings/own-account-discounts.ts";
import { createSecretBox, loadSecretsKey } from "./features/settings/secret-box.ts";
import {
  createSettingsRepository,
  getCompleteSaasCarriers,
} from "./features/settings/settings-repository.ts";
import { createSettingsService } from "./features/settings/settings-service.ts";
import { createCredentialsTester } from "./features/settings/test-carrier-credentials.ts";
import { createShipToContactService } from "./features/ship-to-contact/ship-to-contact-service.ts";
import { createDocumentLinks } from "./features/shipment/document-links.ts";
import { createOnOrderPaid } from "./features/shipment/on-order-paid.ts";
import { toSellerAddress } from "./features/shipment/shipment-documents.ts";
import { createShipmentService } from "./features/shipment/shipment-service.ts";
import type { TShipmentDeps } from "./features/shipment/use-cases/shipment-deps.ts";
import { createSsoRepository } from "./features/sso/sso-repository.ts";
import { createSsoService } from "./features/sso/sso-service.ts";
import { createSubAccountRepository } from "./features/sub-accounts/sub-account-repository.ts";
import { createSubAccountService } from "./features/sub-accounts/sub-account-service.ts";
import { createVoucherRepository } from "./features/voucher/voucher-repository.ts";
import { linkOrigin } from "./http/link-origin.ts";
import { createVisitorLimitRepository } from "./http/visitor-limit-repository.ts";
import { createDocumentStore } from "./lib/document-store/create-document-store.ts";
import { createJobQueue, type TJobQueue } from "./lib/jobs/job-queue.ts";
import { seedDemoCredit } from "./seed/demo-credit.ts";
import { seedDemoUsers } from "./seed/demo-users.ts";

/**
 * The composition root (decision 025): the only file that turns the database handle into
 * repositories and repositories into services. Route files receive the services through the
 * context and never see the database.
 */

/** Opens the configured database, brings it to the latest migration and seeds it (main.ts). */
export async function openDatabase(config: TConfig) {
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  if (config.demoData) {
    await seedDemoUsers(database.db);
    // Not in seedDemoUsers: test apps keep the demo accounts without credit (cards pay the whole order).
    await seedDemoCredit(database.db);
  }
  return database;
}

/** Every repository, each over the one database handle. */
export function createRepositories(db: Kysely<Database>) {
  // Use cases open their transactions through it (decision 030); repositories never do.
  const unitOfWork = createUnitOfWork(db);
  return {
    unitOfWork,
    accounts: createAccountRepository(db),
    credit: createCreditRepository(db),
    health: createHealthRepository(db),
    visitorLimits: createVisitorLimitRepository(db),
    // Stateless: the counters are rows, so the session and account services share one.
    loginThrottle: createLoginThrottle(db),
    mail: createMailRepository(db),
    orders: createOrderRepository(db),
    payments: createPaymentRepository(db),
    ratings: createRatingRepository(db),
    reference: createReferenceRepository(db),
    relayPoints: createRelayPointRepository(db),
    retention: createRetentionRepository(db),
    sessions: createSessionRepository(db),
    settings: createSettingsRepository(db),
    completeSaasCarriers: (userId: number) => getCompleteSaasCarriers(db, userId),
    settlements: createSettlementRepository(db),
    // The shipment use cases run their SQL on the handle and open transactions through the unit of work.
    shipments: { db, unitOfWork },
    sso: createSsoRepository(db),
    subAccounts: createSubAccountRepository(db),
    users: createUserRepository(db),
    vouchers: createVoucherRepository(db),
    preOrderOutbox: createPreOrderOutboxRepository(db),
  };
}
type TRepositories = ReturnType<typeof createRepositories>;

/** Tests only: a development default holds a step so a test can kill the API there. */
function testDelayMs(config: TConfig, variable: string): number {
  return config.env === "production" ? 0 : Number(process.env[variable] ?? 0) || 0;
}

/** The outbox and its delivery job (decision 019, decision 054); main.ts starts the queue. */
function createOutbox(config: TConfig, repositories: TRepositories, jobs: TJobQueue, logError: TLogError) {
  return createMailer({
    repository: repositories.mail,
    jobs,
    smtp: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined,
    from: config.mail.from,
    // Tests only: holds the delivery worker so a test can kill the API with e-mails still undelivered.
    holdMs: testDelayMs(config, "MAIL_TEST_DELAY_MS"),
    logError,
  });
}
type TLogError = (error: unknown, message: string) => void;

// The settings' credential test waits this long at most for the carrier (the button shows a result).
const CREDENTIAL_TEST_TIMEOUT_MS = 15_000;

// How often an idle worker asks for due jobs; a wake after a commit does not wait for it.
const JOB_POLLING_SECONDS = 5;

/** The order flow's services: rating, the order in progress, relay points, payment, shipment. */
function createOrderFlow(
  config: TConfig,
  repositories: TRepositories,
  shared: Pick<
    TContext,
    | "carriers"
    | "brands"
    | "cities"
    | "documents"
    | "jobs"
    | "mailer"
    | "sessions"
    | "settings"
    | "credentialsForOrder"
  >,
  logError: TLogError,
  secretsKey: Buffer,
  preOrders: TShipmentDeps["preOrders"],
) {
  const { carriers } = shared;
  const ownAccounts = (userId: number) =>
    loadOwnAccountDiscounts(
      { completeSaasCarriers: repositories.completeSaasCarriers, settings: shared.settings },
      userId,
    );
  // Issue 19: own-account offers of live carriers rated on the customer's own contract.
  const ownLive = carriers.live
    ? {
        ownAccountConnectors: createOwnAccountConnectors({
          live: carriers.live,
          credentialsForOrder: shared.credentialsForOrder,
        }),
      }
    : {};
  // A deferred invoice paid by card rewards the sponsor like a paid shipment does (decision 036).
  // A paid mass mailing is settled and its batch queued in the notification's transaction (decision 043).
  const payments = createPayments(config, repositories, {
    rewardSponsor,
    massShipmentPaid: settlePaidMassShipment,
  });
  const shipments = createShipmentService({
    ...repositories.shipments,
    // The payment feature owns the payment tables: the recovery sweep reads them through it.
    settledOrdersWithoutShipment: () => listSettledOrdersWithoutShipment(repositories.shipments.db),
    connectors: carriers.connectors,
    payments: payments.service,
    mailer: shared.mailer,
    seller: toSellerAddress(sellerOf(shared.brands)),
    timeZone: carriers.timeZone,
    // E-mail links need an absolute address: PUBLIC_URL, else the default brand's host (development).
    publicUrl: linkOrigin({ config, brands: shared.brands }),
    // E-mailed document links open without the session (issue 16), signed with the secrets key.
    documentLinks: createDocumentLinks(secretsKey),
    // Labels, customs papers, invoices and credit notes as issued (decision 052).
    documents: shared.documents,
    // The referral reward belongs in the transaction that creates the paid shipment (decision 034).
    rewardSponsor,
    // So does the shipment to append to its pre-order (decision 046).
    preOrders,
    // Tests only: holds the waybill after payment so a test can kill the API there (decision 015).
    backgroundDelayMs: testDelayMs(config, "WAYBILL_TEST_DELAY_MS"),
    // Live carriers' tracking is polled at most this often (decision 062).
    trackingRefreshMs: config.trackingRefreshMs,
    logError,
  });
  // The order-paid event (payment-purpose.ts) starts the waybill at once (on-order-paid.ts).
  payments.service.handleOrderPayments({ paid: createOnOrderPaid(shipments) });
  // A top-up's credit is written with its paid status (decision 035): nothing after the commit.
  payments.service.handleCreditTopUps({ paid: () => {}, failed: () => {}, refunded: () => {} });
  // Paid invoices are written with the paid status too (decision 036): nothing after the commit.
  payments.service.handleInvoicePayments({ paid: () => {}, failed: () => {}, refunded: () => {} });
  const rating = createRatingService({
    repository: repositories.ratings,
    sessions: shared.sessions,
    connectors: carriers.connectors,
    cities: shared.cities,
    budgetMs: config.ratingBudgetMs,
    timeZone: carriers.timeZone,
    ownAccounts,
    ...ownLive,
    logCarrierError: createCarrierErrorLog(config),
  });
  const massMailing = createMassMailingService({
    db: repositories.shipments.db,
    jobs: shared.jobs,
    unitOfWork: repositories.unitOfWork,
    rating,
    connectors: carriers.connectors,
    provider: payments.sandbox ?? payments.stripe,
    tokenFor: payments.service.tokenFor,
    findTransaction: (id) => repositories.payments.findTransaction(id),
    balanceOf: (userId) => repositories.credit.readBalance(userId),
    waybillInTransaction: shipments.waybillInTransaction,
    mailer: shared.mailer,
    documents: shared.documents,
    publicUrl: linkOrigin({ config, brands: shared.brands }),
    now: () => new Date(),
    logError,
    // Tests only: a pause before each recipient, so a test can kill the API mid-batch.
    shipDelayMs: testDelayMs(config, "MASS_MAILING_TEST_DELAY_MS"),
    ...(testDelayMs(config, "MASS_MAILING_TEST_LEASE_MS") > 0
      ? { leaseMs: testDelayMs(config, "MASS_MAILING_TEST_LEASE_MS") }
      : {}),
  });
  // The paid notification already settled and queued the batch: after the commit, start it now.
  payments.service.handleMassShipments({
    paid: () => massMailing.jobs.wake(),
    failed: () => {},
    refunded: () => {},
  });
  return {
    payments,
    shipments,
    massMailing,
    rating,
    orders: createOrderService({
      repository: repositories.orders,
      deriveOffers: rating.deriveOffers,
      unitOfWork: repositories.unitOfWork,
      vouchers: repositories.vouchers,
      connectors: carriers.connectors,
      ownAccounts,
      ...ownLive,
      budgetMs: config.ratingBudgetMs,
      timeZone: carriers.timeZone,
    }),
    relayPoints: createRelayPointService({
      repository: repositories.relayPoints,
      connectors: carriers.connectors,
      budgetMs: config.ratingBudgetMs,
    }),
  };
}

/**
 * A carrier's failure in the logs (issue 19): carrier, code and the raw detail (the carrier's own
 * text), which is never sent to a client.
 */
function createCarrierErrorLog(config: TConfig) {
  const log = pino({ name: "carriers", level: config.logLevel });
  return (error: TCarrierError, cause: unknown) => {
    const status = (cause as { status?: unknown })?.status;
    log.warn(
      { carrier: error.carrier_code, code: error.code, detail: error.message, ...(status ? { status } : {}) },
      "carrier call failed",
    );
  };
}

/** Direct debit (decision 033): the mandate's creditor is the invoices' seller. */
function createDirectDebit(
  repositories: TRepositories,
  secrets: TContext["secrets"],
  brands: TContext["brands"],
  timeZone: string,
) {
  const seller = sellerOf(brands);
  return createDirectDebitService({
    db: repositories.shipments.db,
    unitOfWork: repositories.unitOfWork,
    secrets,
    creditor: {
      ...toSellerAddress(seller),
      ...(seller.sepa_creditor_id ? { creditorId: seller.sepa_creditor_id } : {}),
    },
    timeZone,
  });
}

/**
 * Wires repositories and services once; route files receive the result. `overrides.carriers`
 * (tests) replaces the connectors every service uses, `overrides.documents` the document store.
 */
export function createContext(
  config: TConfig,
  db: Kysely<Database>,
  overrides: Partial<Pick<TContext, "carriers" | "documents">> = {},
): TContext {
  // Background work has no request logger; tests run with LOG_LEVEL=silent.
  const logError: TLogError = (error, message) => {
    if (config.logLevel !== "silent") console.error(message, error);
  };
  const repositories = createRepositories(db);
  // The job queue on this database (decision 054): features define their jobs on it, main.ts starts it.
  const jobs = createJobQueue({ db, pollingSeconds: JOB_POLLING_SECONDS, logError });
  const mailer = createOutbox(config, repositories, jobs, logError);
  const secretsKey = loadSecretsKey(config);
  const secrets = createSecretBox(secretsKey);
  // Sandbox carriers, and live ones where the operator switched them (decision 061).
  const carriers = overrides.carriers ?? createCarrierSetup(config.carriers);
  const brands = loadBrands(config.brandsDir, config.brand);
  const cities = createCityIndex();
  const documents = overrides.documents ?? createDocumentStore(config.documents);
  const settings = createSettingsService({ repository: repositories.settings, secrets });
  // A saas user's own credentials, decrypted, for own-account live offers and their shipments.
  const credentialsForOrder = createCredentialsForOrder({
    completeSaasCarriers: repositories.completeSaasCarriers,
    settings,
  });
  const sessions = createSessionService({
    sessions: repositories.sessions,
    users: repositories.users,
    throttle: repositories.loginThrottle,
    idleMs: config.sessionIdleMs,
  });
  // The pre-order service's client (decision 045): its pages, and the shipping outbox (decision 046).
  const preorderClient = createPreorderClient({
    // PREORDER_URL, or the service main.ts started (withPreorderUrl), else its port on this machine.
    baseUrl: () => config.preorder.url ?? `http://127.0.0.1:${config.preorder.port}`,
    serviceSecret: config.preorder.serviceSecret,
  });
  const preOrderCalls = {
    client: preorderClient,
    apiKeyOf: (userId: number) => findApiKey(repositories.shipments.db, userId),
  };
  const preOrderOutbox = createPreOrderOutbox({
    repository: repositories.preOrderOutbox,
    send: createSendPreOrderShipment(preOrderCalls),
    jobs,
    // A refusal of the call itself (4xx) is kept, not sent again; the service being down is retried.
    isRetryable: (error) => !(error instanceof PreorderCallError) || error.retryable,
    logError,
  });
  const orderFlow = createOrderFlow(
    config,
    repositories,
    { carriers, brands, cities, documents, jobs, mailer, sessions, settings, credentialsForOrder },
    logError,
    secretsKey,
    {
      append: createAppendPreOrderShipment({ queueDelivery: preOrderOutbox.queue }),
      cancel: createCancelPreOrderShipment({ queueDelivery: preOrderOutbox.queue }),
      wake: () => preOrderOutbox.wake(),
    },
  );
  const accounts = createAccountService({
    repository: repositories.accounts,
    mailer,
    throttle: repositories.loginThrottle,
    recordSponsorship,
  });
  const contactUs = createContactUsService({
    db: repositories.shipments.db,
    unitOfWork: repositories.unitOfWork,
    mailer,
    teamEmail: config.mail.team,
    messagesPerWindow: config.visitorLimits.contactMessages,
  });
  const content = createContentService({
    db: repositories.shipments.db,
    unitOfWork: repositories.unitOfWork,
  });
  return {
    jobs,
    mail: repositories.mail,
    mailer,
    accounts,
    // The console calls the services the customer flows and the command line call (issue 18).
    console: createConsoleService({
      db: repositories.shipments.db,
      unitOfWork: repositories.unitOfWork,
      secrets,
      throttle: repositories.loginThrottle,
      accounts,
      shipments: orderFlow.shipments,
      balanceOf: (userId) => repositories.credit.readBalance(userId),
      loginLink: (lang) => `${linkOrigin({ config, brands })}/#/${lang}/login`,
      issuer: sellerOf(brands).company,
      content,
      contactUs,
    }),
    exports: createExportService({ db: repositories.shipments.db }),
    sso: createSsoService({ config: config.sso, repository: repositories.sso }),
    secrets,
    settings,
    credentialsForOrder,
    testCarrierCredentials: createCredentialsTester({
      live: carriers.live,
      settings,
      counters: repositories.visitorLimits,
      limit: { max: config.visitorLimits.credentialTests, windowMs: config.visitorLimits.windowMs },
      timeoutMs: CREDENTIAL_TEST_TIMEOUT_MS,
      logCarrierError: createCarrierErrorLog(config),
    }),
    subAccounts: createSubAccountService({ repository: repositories.subAccounts }),
    myAccount: createMyAccountService({ db: repositories.shipments.db, timeZone: carriers.timeZone }),
    creditAccount: createCreditAccountService({
      db: repositories.shipments.db,
      balanceOf: (userId) => repositories.credit.readBalance(userId),
    }),
    contacts: createContactService({ db: repositories.shipments.db, unitOfWork: repositories.unitOfWork }),
    directDebit: createDirectDebit(repositories, secrets, brands, carriers.timeZone),
    contactImport: createContactImportService({
      db: repositories.shipments.db,
      unitOfWork: repositories.unitOfWork,
    }),
    referral: createReferralService({
      db: repositories.shipments.db,
      unitOfWork: repositories.unitOfWork,
      mailer,
      linkOrigin: linkOrigin({ config, brands }),
      teamEmail: config.mail.team,
    }),
    contactUs,
    content,
    ...orderFlow,
    // Spec §7 POST /ship with api_data (decision 050): the web journey's use cases in one call.
    shipWithApiData: createShipWithApiData({
      db: repositories.shipments.db,
      rating: orderFlow.rating,
      orders: orderFlow.orders,
      shipments: orderFlow.shipments,
    }),
    shipToContact: createShipToContactService({
      db: repositories.shipments.db,
      rating: orderFlow.rating,
      orders: orderFlow.orders,
      today: () => readZonedNow(new Date(), carriers.timeZone).date,
    }),
    config,
    brands,
    carriers,
    cities,
    documents,
    cookie: { name: config.sessionCookieName, maxAgeSeconds: Math.round(config.sessionIdleMs / 1000) },
    sessions,
    reference: repositories.reference,
    health: repositories.health,
    visitorLimitCounters: repositories.visitorLimits,
    credit: repositories.credit,
    retention: createRetention(repositories.retention, { ratingDays: config.retention.ratingDays }),
    preorders: createPreorderService({
      db: repositories.shipments.db,
      client: preorderClient,
      logError,
    }),
    preOrderOutbox,
    preOrderShipping: createPreOrderShippingService({
      db: repositories.shipments.db,
      findPreorder: createFindPreorder(preOrderCalls),
      rating: orderFlow.rating,
      orders: orderFlow.orders,
      today: () => readZonedNow(new Date(), carriers.timeZone).date,
      now: () => new Date(),
    }),
  };
}
