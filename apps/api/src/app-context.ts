import type { TCarrierConnector } from "@ship/carriers";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TBrands } from "./brands/load-brands.ts";
import type { TConfig } from "./config.ts";
import type { TAccountService } from "./features/accounts/account-service.ts";
import type { TShipWithApiData } from "./features/api-ship/ship-with-api-data.ts";
import type { TConsoleService } from "./features/console/console-service.ts";
import type { TContactImportService } from "./features/contact-import/contact-import-service.ts";
import type { TContactUsService } from "./features/contact-us/contact-us-service.ts";
import type { TContactService } from "./features/contacts/contact-service.ts";
import type { TContentService } from "./features/content/content-service.ts";
import type { TCreditAccountService } from "./features/credit/credit-account-service.ts";
import type { TCreditRepository } from "./features/credit/credit-repository.ts";
import type { TDirectDebitService } from "./features/direct-debit/direct-debit-service.ts";
import type { TExportService } from "./features/exports/export-service.ts";
import type { THealthRepository } from "./features/health/health-repository.ts";
import type { TLiveCarriers } from "./features/live-carriers/carrier-setup.ts";
import type { TMailRepository } from "./features/mail/mail-repository.ts";
import type { TMailer } from "./features/mail/mailer.ts";
import type { TMassMailingService } from "./features/mass-mailing/mass-mailing-service.ts";
import type { TMyAccountService } from "./features/my-account/my-account-service.ts";
import type { TOrderService } from "./features/order/order-service.ts";
import type { TPayments } from "./features/payment/create-payments.ts";
import type { TPreorderService } from "./features/pre-order/preorder-service.ts";
import type { TPreOrderOutbox } from "./features/pre-order-shipping/pre-order-outbox.ts";
import type { TPreOrderShippingService } from "./features/pre-order-shipping/pre-order-shipping-service.ts";
import type { TCityIndex } from "./features/rating/city-index.ts";
import type { TRatingService } from "./features/rating/rating-service.ts";
import type { TReferenceRepository } from "./features/reference/reference-repository.ts";
import type { TReferralService } from "./features/referral/referral-service.ts";
import type { TRelayPointService } from "./features/relay-points/relay-point-service.ts";
import type { TRetention } from "./features/retention/retention.ts";
import type { TCookieSettings } from "./features/session/session-cookie.ts";
import type { TSessionService } from "./features/session/session-service.ts";
import type { TCredentialsForOrder } from "./features/settings/credentials-for-order.ts";
import type { TSecretBox } from "./features/settings/secret-box.ts";
import type { TSettingsService } from "./features/settings/settings-service.ts";
import type { TCredentialsTester } from "./features/settings/test-carrier-credentials.ts";
import type { TShipToContactService } from "./features/ship-to-contact/ship-to-contact-service.ts";
import type { TShipmentService } from "./features/shipment/shipment-service.ts";
import type { TSsoService } from "./features/sso/sso-service.ts";
import type { TSubAccountService } from "./features/sub-accounts/sub-account-service.ts";
import type { TVisitorLimitRepository } from "./http/visitor-limit-repository.ts";
import type { TDocumentStore } from "./lib/document-store/document-store.ts";
import type { TJobQueue } from "./lib/jobs/job-queue.ts";

/**
 * What route files receive: the typed app and the services they may call, all built by the
 * composition root (create-context.ts). No database handle: SQL stays in repositories.
 */
export type TTypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type TContext = {
  config: TConfig;
  brands: TBrands;
  sessions: TSessionService;
  cookie: TCookieSettings;
  /**
   * The carrier connectors every service uses (live where the operator switched a carrier,
   * decision 061) and the time zone of their "today"; `live` is absent in tests that bring their
   * own connectors.
   */
  carriers: { connectors: readonly TCarrierConnector[]; timeZone: string; live?: TLiveCarriers };
  /** Issue 19: a saas user's complete own credentials for a carrier, decrypted (own-account live offers, their shipments). */
  credentialsForOrder: TCredentialsForOrder;
  /** The settings' "test credentials" button (decision 061). */
  testCarrierCredentials: TCredentialsTester;
  /** Offline town datasets, loaded on first use. */
  cities: TCityIndex;
  /** Issued documents' bytes: local disk or S3 (decision 052). */
  documents: TDocumentStore;
  /**
   * The e-mail outbox (decision 019): enqueue in the change's transaction, then wake(); its job
   * delivers by SMTP when SMTP_URL is set, else the stored row is the message (GET /dev/mailbox).
   */
  mailer: TMailer;
  /** Registration, professional activation, password reset (issue 5). */
  accounts: TAccountService;
  /** The operator console (issue 18, decision 057). */
  console: TConsoleService;
  /** Marketplace single sign-on (OpenID Connect); unusable unless SSO_ISSUER_URL is set. */
  sso: TSsoService;
  /** The stored e-mails of the outbox. */
  mail: TMailRepository;
  /** AES-256-GCM for secrets at rest (own-carrier credentials, IBAN); key from config. */
  secrets: TSecretBox;
  settings: TSettingsService;
  subAccounts: TSubAccountService;
  /** Card payment of orders (issue 4): the service and the sandbox provider when PAYMENT_PROVIDER=sandbox. */
  payments: TPayments;
  /** The shipment after payment: waybill, documents, tracking, cancellation (issue 4). */
  shipments: TShipmentService;
  /** POST /rate, POST /offers and the city lookup (spec §4, §5). */
  rating: TRatingService;
  /** The order in progress: POST /offer/select, POST /update-shipment. */
  orders: TOrderService;
  /** POST /ship with api_data: rate, choose, fill in and ship in one call (decision 050). */
  shipWithApiData: TShipWithApiData;
  /** My account's lists (spec §2): the caller's shipments. */
  myAccount: TMyAccountService;
  /** The credit account screen's reads: balance, top-ups offered, the ledger (decision 035). */
  creditAccount: TCreditAccountService;
  /** The SEPA mandate: its PDF, the signed copy uploaded back (decision 033). */
  directDebit: TDirectDebitService;
  /** The contact import: upload and preview, import, report, templates (decision 040). */
  contactImport: TContactImportService;
  /** Referral (personal link, invitations, the sponsor's reward) and the loyalty form (decision 034). */
  referral: TReferralService;
  /** The contact page's messages (issue 18): sending, and the operators' inbox. */
  contactUs: TContactUsService;
  /** CMS pages and blog (issue 18, decision 056): reading, and the console's editor. */
  content: TContentService;
  /** Ship to contact (issue 13 part 4, decision 041): rating to a contact, its offer to the order. */
  shipToContact: TShipToContactService;
  /** Mass mailing (issue 14, decision 043): rate, upload, remove, pay, ship, labels; its batch job. */
  massMailing: TMassMailingService;
  /** My account's exports (decision 032): shipments and invoices as xlsx or CSV, streamed. */
  exports: TExportService;
  /** The address book (issue 13): My contacts, the address book modal, client search. */
  contacts: TContactService;
  /** POST /dropofflocation: relay points near a place. */
  relayPoints: TRelayPointService;
  /** Countries, states and carriers: read-only reference data. */
  reference: TReferenceRepository;
  /** The health check's database round trip. */
  health: THealthRepository;
  /** The visitor limits' shared counters (decision 055), used when `config.visitorLimits.store` is `database`. */
  visitorLimitCounters: TVisitorLimitRepository;
  /** The prepaid credit ledger, for the operators' command line (`npm run accounts -- credit`). */
  credit: TCreditRepository;
  /** Storage retention (decision 021); main.ts schedules it. */
  retention: TRetention;
  /** Pre-orders and my stores (issue 15, decision 045): calls to the pre-order service as the user. */
  preorders: TPreorderService;
  /** Shipping from a pre-order (decision 046): its rating, the offer's choice, the pending shipments. */
  preOrderShipping: TPreOrderShippingService;
  /** The pre-order outbox's delivery job (decision 046, decision 054). */
  preOrderOutbox: TPreOrderOutbox;
  /** The job queue (pg-boss on this database, decision 054); main.ts starts it (background-jobs.ts). */
  jobs: TJobQueue;
};
