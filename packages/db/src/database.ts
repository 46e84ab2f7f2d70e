import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** ISO 3166-1 countries; the id is the numeric code (250 = France) so ids never change between installs. */
export type TCountriesTable = {
  id: number;
  code: string;
  name_en: string;
  name_fr: string;
  name_es: string;
  has_states: boolean;
  has_postcode: boolean;
};

export type TStatesTable = {
  id: Generated<number>;
  country_id: number;
  code: string;
  name: string;
};

export type TCarriersTable = {
  code: string;
  name: string;
  logo: string;
  sort_order: number;
};

/** "disabled": a deactivated sub-account (issue 5), which cannot log in. */
export type TUserStatus = "active" | "pending" | "disabled";

export type TUsersTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  lastname: string;
  company: string | null;
  phone: string | null;
  /** 0 personal, 1 professional (professional accounts start as "pending"). */
  pro: number;
  status: TUserStatus;
  credit_account: Generated<number>;
  saas: Generated<number>;
  lang_id: Generated<number>;
  api_key: string;
  created_at: Generated<Date>;
  /** Migration 0043: the account's own 'Pay later' limit in cents; null: the default. */
  deferred_limit_cents: Generated<number | null>;
};

export type TSessionsTable = {
  /** SHA-256 hex of the session token: a leaked table cannot be replayed as cookies. */
  id: string;
  user_id: number | null;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
};

export type TLoginAttemptsTable = {
  key: string;
  failures: number;
  first_failure_at: Date;
  locked_until: Date | null;
};

/** A per-address visitor limit's window (decision 055): `${limit}:${address}`, hits, end of the window. */
export type TVisitorLimitCountersTable = {
  key: string;
  hits: number;
  window_ends_at: Date;
};

/** Small key/value facts about the database itself (e.g. which reference data version is loaded). */
export type TAppMetaTable = {
  key: string;
  value: string;
  updated_at: Generated<Date>;
};

export type TUserSettingsTable = {
  user_id: number;
  apporteur_code: Generated<string>;
  /** Spec §3 shipment defaults, checked by the contract's ZShipmentDefaults before it is stored. */
  shipment_defaults: unknown;
  payment_method: Generated<"credit_card" | "direct_debit">;
  saas_access: Generated<Record<string, 0 | 1>>;
  updated_at: Generated<Date>;
};

export type TUserAddressesTable = {
  user_id: number;
  kind: "account" | "invoice";
  company: string;
  lastname: string;
  phone: string;
  address1: string;
  address2: string;
  address3: string;
  country_id: number;
  postcode: string;
  city: string;
};

export type TCarrierCredentialsTable = {
  user_id: number;
  carrier: string;
  /** AES-256-GCM ciphertext of the credential set (the key lives outside the database). */
  ciphertext: string;
  complete: boolean;
  updated_at: Generated<Date>;
};

export type TUserBankAccountsTable = {
  user_id: number;
  iban_ciphertext: string;
  iban_last4: string;
  bic: string;
  updated_at: Generated<Date>;
};

/** One SEPA mandate per user (migration 0021); the signed columns are set by the upload. */
export type TSepaMandatesTable = {
  user_id: number;
  mandate_reference: string;
  created_at: Generated<Date>;
  /** Buffer on PostgreSQL, Uint8Array on PGlite. */
  signed_pdf: Uint8Array | null;
  signed_size: number | null;
  signed_sha256: string | null;
  signed_uploaded_at: Date | null;
};

export type TSubAccountsTable = {
  id: Generated<number>;
  parent_user_id: number;
  user_id: number | null;
  email: string;
  fullname: string;
  company: string;
  city: string;
  country_id: number | null;
  status: number;
  register_token_hash: string | null;
  register_expires_at: Date | null;
  created_at: Generated<Date>;
};

export type TRatingsTable = {
  shipment_id: string;
  order_id: string;
  /** SHA-256 of the session token that rated. */
  session_id: string;
  user_id: number | null;
  customer_type: "private" | "pro";
  /** The normalized shipment as rated (contract ZRatedShipment). */
  shipment: unknown;
  /**
   * The offers as shown, with their breakdown (contract ZOffer), integer cents: ratings written
   * before migration 0014 only; later ones name their offer set.
   */
  offers: unknown | null;
  /** rating_offer_sets.digest: the offers without this rating's ids. */
  offer_set: string | null;
  /**
   * Decision 053 (migration 0037): a rating kept as the inputs its offers derive from: the instant
   * rated, the connectors' tariff then, and a saas user's own-account discounts ({ carrier: percent }).
   */
  rated_at: Date | null;
  tariff_version: string | null;
  own_accounts: unknown | null;
  /** Migration 0047 (decision 061): carrier codes whose own-account offers came from the live API. */
  own_accounts_live: unknown | null;
  carrier_errors: Generated<unknown>;
  created_at: Generated<Date>;
};

export type TRatingOfferSetsTable = {
  digest: string;
  /** Contract ZOffer without shipment_id, order_id and dropoffUrl. */
  offers: unknown;
  created_at: Generated<Date>;
};

/** Issue 4: the order in progress (migration 0007). */
export type TOrdersTable = {
  shipment_id: string;
  order_id: string;
  /** SHA-256 of the session token that rated. */
  session_id: string;
  user_id: number | null;
  status: Generated<"offer_selected" | "shipping_info">;
  offer_id: string;
  /** The chosen offer (contract ZOffer), integer cents. */
  offer: unknown;
  /** 'YYYY-MM-DD' the offer was rated for. */
  rated_date: string;
  replaced_offer_id: string | null;
  origin: string | null;
  /** Migration 0029: the ship-to-contact page's addresses and shipment info (contract ZOrderPrefill). */
  prefill: unknown | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type TOrderShippingInfoTable = {
  shipment_id: string;
  ship_from: unknown;
  ship_to: unknown;
  reason: string;
  content: string;
  /** Integer cents. */
  declared_value_cents: number | null;
  currency: "EUR" | "USD";
  insurance: boolean;
  insurance_price_cents: number;
  shipping_method: "pickup" | "dropoff";
  /** 'YYYY-MM-DD'. */
  shipment_date: string;
  ready_time: string | null;
  close_time: string | null;
  label_format: "PDF" | "ZPL";
  notes: Generated<string>;
  customer_code: Generated<string>;
  hazardous: boolean;
  terms: boolean;
  updated_at: Generated<Date>;
  /** Migration 0010: customs rows (contract ZShippingInfo duties), totals in euro cents. */
  duties: Generated<unknown>;
  duties_total_eur_cents: Generated<number | string>;
  eei_required: Generated<boolean>;
  duty_payment_third_party: Generated<boolean>;
  duty_account_number: Generated<string>;
  duty_account_postcode: Generated<string>;
  duty_account_country: Generated<string>;
  remarks: Generated<string>;
  passport_number: Generated<string>;
  voucher_code: string | null;
  /** In the offer's currency. */
  voucher_discount_cents: Generated<number>;
  /** Spec §3 dropoff_to: the chosen relay point (contract ZDropOffLocation), null without one (0011). */
  dropoff_to: unknown | null;
  /** Spec §3 notification_recipient of this order; null = the account's default (0036, decision 051). */
  notification_recipient: boolean | null;
};

/** Operator-defined voucher codes (migration 0010). */
export type TVouchersTable = {
  code: string;
  kind: "percentage" | "fixed";
  /** Whole percent for 'percentage', euro cents for 'fixed'. */
  value: number;
  valid_from: Date | null;
  valid_until: Date | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  created_at: Generated<Date>;
};

/** Issue 4: one attempt to pay an order (migration 0009), or a credit top-up (migration 0020). */
export type TPaymentTransactionsTable = {
  id: string;
  /** Null only for a purpose that pays no order (CHECK, migration 0020). */
  shipment_id: string | null;
  order_id: string | null;
  /** SHA-256 of the session token that ordered. */
  session_id: string;
  user_id: number | null;
  provider: string;
  /** Integer cents. */
  amount_cents: number;
  currency: "EUR" | "USD";
  status: Generated<"pending" | "paid" | "declined" | "cancelled" | "replaced">;
  lang: "en" | "fr" | "es";
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  paid_at: Date | null;
  /** Credit part of a partial payment, debited when the card payment opens (migration 0013). */
  credit_cents: Generated<number>;
  /** The provider's own id of the payment (a Stripe Checkout Session id). */
  provider_reference: Generated<string | null>;
  /** What it pays (spec §7; migration 0017): an order, or a credit top-up (migration 0020). */
  purpose: Generated<"order" | "pay_invoices" | "credit_account" | "mass_shipment">;
  /** Free credit a paid top-up adds (spec §9 bonus), euro cents (migration 0020). */
  credit_bonus_cents: Generated<number>;
};

/** Prepaid credit of a user, euro cents, never below zero (migration 0013, decision 016). */
export type TCreditBalancesTable = {
  user_id: number;
  balance_cents: Generated<number>;
  updated_at: Generated<Date>;
};

/** The append-only credit ledger: signed cents, one row per (reason, reference). */
export type TCreditMovementsTable = {
  id: Generated<number>;
  user_id: number;
  amount_cents: number;
  reason: "top_up" | "order" | "refund" | "bonus" | "adjustment";
  reference: string;
  balance_after_cents: number;
  created_at: Generated<Date>;
};

/** How an order was settled, once, and what was refunded, once (migration 0013). */
export type TOrderPaymentsTable = {
  shipment_id: string;
  user_id: number | null;
  method: "credit_card" | "credit" | "deferred" | "free";
  currency: "EUR" | "USD";
  total_cents: number;
  card_cents: Generated<number>;
  credit_cents: Generated<number>;
  transaction_id: string | null;
  settled_at: Generated<Date>;
  refunded_cents: Generated<number>;
  refunded_at: Date | null;
  refund_reference: string | null;
};

/** Issue 4: every provider notification received, once (migration 0009). */
export type TPaymentEventsTable = {
  event_id: string;
  transaction_id: string;
  outcome: "paid" | "declined" | "cancelled";
  applied: boolean;
  received_at: Generated<Date>;
};

/** Issue 4: the shipment made after payment, one per order (migration 0012). */
export type TShipmentsTable = {
  /** Public id (random, URL-safe). */
  id: string;
  /** The order (orders.shipment_id); unique. */
  shipment_id: string;
  order_id: string;
  session_id: string;
  user_id: number | null;
  carrier_code: string;
  carrier_name: string;
  service_code: string;
  service_name: string;
  carrier_shipment_id: string;
  tracking_numbers: unknown;
  tracking_url: string | null;
  status: "Created" | "Validated" | "Pickuped" | "Delivered" | "Cancelled";
  label_format: "PDF" | "ZPL";
  shipping_method: "pickup" | "dropoff";
  /** 'YYYY-MM-DD'. */
  shipment_date: string;
  expected_delivery_date: string;
  ship_from: unknown;
  ship_to: unknown;
  parcel_weights_g: unknown;
  reference: Generated<string>;
  content: string;
  reason: string;
  declared_value_cents: number | null;
  customs_required: boolean;
  currency: "EUR" | "USD";
  price_ti_cents: number;
  insurance_cents: number;
  total_cents: number;
  payment_method: "credit_card" | "credit" | "deferred" | "free";
  lang: "en" | "fr" | "es";
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  cancelled_at: Date | null;
  confirmation_mailed_at: Date | null;
  /** The last tracking milestone the sender was told of (migration 0036, decision 051). */
  tracking_milestone: string | null;
  /** Migration 0046 (decision 062): 'live' when the carrier's own API made it (its label, polled tracking). */
  carrier_mode: Generated<"sandbox" | "live">;
  /** The live carrier's last tracking answer (TTrackResult), served between polls. */
  tracking_snapshot: unknown | null;
  tracking_polled_at: Date | null;
  /** Failed polls in a row; the next poll waits longer after each (tracking_next_poll_at). */
  tracking_failures: Generated<number>;
  tracking_next_poll_at: Date | null;
};

/**
 * Migration 0046 (decision 062): a paid order whose shipment creation had an unknown outcome at
 * the carrier and could not be reconciled; open while `resolved_at` is null.
 */
export type TCarrierReviewsTable = {
  shipment_id: string;
  carrier_code: string;
  reason: "not_found" | "no_lookup" | "lookup_failed";
  created_at: Generated<Date>;
  resolved_at: Date | null;
  resolution: "retried" | "cancelled" | null;
};

/** Gap-free invoice numbering: one row per year, updated with each invoice (migration 0012). */
export type TInvoiceCountersTable = { year: number; last_sequence: number };

export type TInvoicesTable = {
  number: string;
  year: number;
  sequence: number;
  /** shipments.id */
  shipment_ref: string;
  issue_date: string;
  customer: unknown;
  lines: unknown;
  currency: "EUR" | "USD";
  total_ti_cents: number;
  payment_method: string;
  lang: "en" | "fr" | "es";
  created_at: Generated<Date>;
  /** Migration 0019: the owner (from the shipment), when due, and the payment that settled it. */
  user_id: number | null;
  due_date: string;
  paid_at: Date | null;
  payment_id: string | null;
  /** Migration 0025: when a credit note cancelled it (its shipment was cancelled). */
  cancelled_at: Date | null;
};

/** A payment a customer made: an order's card or credit payment, or a payment of invoices (0019). */
export type TCustomerPaymentsTable = {
  id: string;
  user_id: number;
  amount_cents: number;
  currency: "EUR" | "USD";
  method: "credit_card" | "credit";
  transaction_id: string | null;
  paid_at: Generated<Date>;
};

/** The invoices a pay_invoices transaction pays; live while it is pending or paid (0024). */
export type TPaymentTransactionInvoicesTable = {
  transaction_id: string;
  invoice_number: string;
  amount_cents: number;
  live: Generated<boolean>;
};

/** A credit note of a cancelled shipment's invoice, numbered gap-free like invoices (0023). */
export type TCreditNotesTable = {
  number: string;
  year: number;
  sequence: number;
  invoice_number: string;
  shipment_ref: string;
  user_id: number | null;
  issue_date: string;
  total_ti_cents: number;
  currency: "EUR" | "USD";
  refund_method: "credit_card" | "credit" | "cancelled_debt";
  created_at: Generated<Date>;
};

export type TCreditNoteCountersTable = { year: number; last_sequence: number };

/** Issue 5 accounts (migration 0005); the outbox columns from migration 0015. */
export type TMailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Generated<Date>;
  /** Migration 0015 (decision 019): a message that must exist once, e.g. order-confirmation:{id}. */
  dedupe_key: string | null;
  /** Deliveries tried so far. */
  attempts: Generated<number>;
  /** Not null while the row is to be delivered; null once delivered (or given up). */
  next_attempt_at: Generated<Date | null>;
  delivered_at: Date | null;
  last_error: string | null;
  /** Migration 0038 (decision 054): when the row's delivery job was sent; null on older rows until the queue's start. */
  queued_at: Generated<Date | null>;
};

export type TRegistrationsTable = {
  user_id: number;
  /** The register form's fields beyond the users columns, checked by the contract before storing. */
  details: unknown;
  activated_at: Date | null;
  created_at: Generated<Date>;
};

export type TPasswordResetsTable = {
  token_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
};

export type TSsoIdentitiesTable = {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: Generated<Date>;
};

export type TSsoRequestsTable = {
  session_id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Date;
};

/** Each user's personal referral code (migration 0022, decision 034). */
export type TReferralCodesTable = {
  user_id: number;
  code: string;
  created_at: Generated<Date>;
};

export type TSponsorshipOutcome = "rewarded" | "self" | "same_email" | "same_company" | "expired";

/** Who registered with whose code; decided once, at the sponsored customer's first paid shipment. */
export type TSponsorshipsTable = {
  id: Generated<number>;
  sponsor_user_id: number;
  sponsored_user_id: number;
  created_at: Generated<Date>;
  outcome: TSponsorshipOutcome | null;
  reward_cents: Generated<number>;
  decided_at: Date | null;
};

/** One row per invitation e-mail, counted for the daily limit. */
export type TReferralInvitationsTable = {
  id: Generated<number>;
  user_id: number;
  email: string;
  created_at: Generated<Date>;
};

/** The loyalty form (spec §5), one per user. */
export type TLoyaltyEnrolmentsTable = {
  user_id: number;
  gender: "M" | "F";
  firstname: string;
  lastname: string;
  address1: string;
  address2: Generated<string>;
  postcode: string;
  city: string;
  country_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** Issue 18 (migration 0040, decision 056): a message of the contact page's forms. */
export type TContactMessagesTable = {
  id: Generated<number>;
  brand_id: string;
  kind: "contact" | "discount" | "quote";
  lang: string;
  user_id: number | null;
  client_address: string;
  company: Generated<string>;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: Generated<string>;
  country_id: number;
  postcode: Generated<string>;
  city: string;
  subject: string | null;
  percent: number | null;
  monthly_shipments: number | null;
  parcels: number | null;
  weight_grams: number | null;
  from_country_id: number | null;
  to_country_id: number | null;
  message: string;
  created_at: Generated<Date>;
  /** Migration 0045: when and by which operator the message was first opened; null while unread. */
  read_at: Date | null;
  read_by: number | null;
};

/**
 * Issue 18 (migrations 0040, 0044, 0045): a brand's CMS page, blog post or FAQ entry in one language
 * (sanitised HTML); `deleted_at` takes a page or post off the brand's site.
 */
export type TContentEntriesTable = {
  id: Generated<number>;
  brand_id: string;
  kind: "page" | "post" | "faq";
  identifier: string;
  lang: "en" | "fr" | "es";
  title: string;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  summary: Generated<string>;
  content: string;
  published_at: Generated<Date>;
  updated_at: Generated<Date>;
  updated_by: string | null;
  deleted_at: Date | null;
};

export type TContactsTable = {
  id: Generated<number>;
  user_id: number;
  company: Generated<string>;
  lastname: string;
  phone: string;
  email: string;
  address1: string;
  address2: Generated<string>;
  address3: Generated<string>;
  country_id: number;
  postcode: Generated<string>;
  city: string;
  state: Generated<string>;
  customer_code: Generated<string>;
  notes: Generated<string>;
  pro: Generated<0 | 1>;
  duplicate_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 0027: lower(CONTACT_SEARCH_TEXT), written by PostgreSQL (never by an insert). */
  search_lower: ColumnType<string, never, never>;
};

/** Migration 0027: each user's count of contact changes, bumped by triggers on contacts. */
export type TContactBookVersionsTable = {
  user_id: number;
  version: ColumnType<string | number, never, never>;
};

/** Issue 13 part 4 (migration 0029): a ship-to-contact rating's addresses and shipment info. */
/** Migration 0031 (issue 14): a mass mailing, the spec's "order" of POST /mass-mailing/*. */
export type TMassMailingsTable = {
  id: string;
  user_id: number;
  /** SHA-256 of the session token that made it (copied onto each recipient's order). */
  session_id: string;
  status: Generated<"draft" | "paid" | "shipping" | "done">;
  /** Contract ZMassMailingSettings as checked. */
  settings: unknown;
  /** The sender (contract ZOrderAddress with country_code and pro). */
  sender: unknown;
  currency: "EUR" | "USD";
  label_format: "PDF" | "ZPL";
  lang: "en" | "fr" | "es";
  rated: Generated<boolean>;
  payment_method: "credit_card" | "credit" | "deferred" | null;
  transaction_id: string | null;
  charged_cents: Generated<number>;
  refunded_cents: Generated<number>;
  paid_at: Date | null;
  finished_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** Migration 0031: one recipient of a mass mailing, by position. */
export type TMassMailingRecipientsTable = {
  id: string;
  mass_mailing_id: string;
  position: number;
  contact_id: number | null;
  address: unknown;
  /** TMassParcel[] in the mass mailing's unit system. */
  parcels: unknown;
  content: string;
  declared_value_cents: number | string | null;
  billable_grams: number;
  /** Contract ZOffer copied from the rating. */
  offer: unknown | null;
  price_te_cents: number | null;
  price_ti_cents: number | null;
  error_code: string | null;
  removed: Generated<boolean>;
  status: Generated<"waiting" | "shipped" | "refused">;
  shipment_public_id: string | null;
  refund_status: "pending" | "done" | null;
  refund_reference: string | null;
  updated_at: Generated<Date>;
};

/** Migration 0031: the batch job of a settled mass mailing. */
export type TMassMailingJobsTable = {
  mass_mailing_id: string;
  lease_until: Date | null;
  attempts: Generated<number>;
  done_at: Date | null;
  created_at: Generated<Date>;
};

export type TShipToContactDraftsTable = {
  shipment_id: string;
  user_id: number;
  /** Contract ZOrderPrefill. */
  prefill: unknown;
  created_at: Generated<Date>;
};

/** A contact list between its preview and its import (migration 0028, decision 040). */
export type TContactImportsTable = {
  id: string;
  user_id: number;
  kind: string;
  header_row: number | null;
  /** JSON: the header row's cells, or []. */
  headers: unknown;
  /** JSON: [row number, cells][] of the data rows. */
  rows: unknown;
  /** JSON: the field of each column (or null). */
  mapping: unknown;
  status: Generated<"pending" | "imported">;
  /** JSON: each row's fate once imported. */
  outcome: unknown | null;
  created_at: Generated<Date>;
  expires_at: Date;
};

/** Issue 15 part 2 (migration 0032, decision 046): a pre-order rating's marker. */
export type TPreOrderMarkersTable = {
  shipment_id: string;
  user_id: number;
  merchant_order_id: string;
  /** [{ product_id, quantity }]: the units the order made from this rating sends. */
  products: unknown;
  /** The shopper's choice as the pre-order service gave it. */
  selected_offer: unknown | null;
  /** Contract ZOrderPrefill. */
  prefill: unknown;
  created_at: Generated<Date>;
};

/** Migration 0032: a shipment to append on the pre-order service, sent by the delivery job. */
/** POST /ship with api_data: the order an API client's idempotency key made (decision 050). */
export type TApiShipRequestsTable = {
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  shipment_id: string;
  order_id: string;
  offer_id: string;
  created_at: Generated<Date>;
};

export type TPreOrderOutboxTable = {
  id: Generated<number>;
  user_id: number;
  merchant_order_id: string;
  /** shipments.id; unique with `event`. */
  shipment_ref: string;
  /** What happened to the shipment (migration 0033): its PATCH appends it, or says it is Cancelled. */
  event: Generated<"shipped" | "cancelled">;
  payload: unknown;
  attempts: Generated<number>;
  /** Not null while the row is to be delivered; null once delivered (or given up). */
  next_attempt_at: Generated<Date | null>;
  delivered_at: Date | null;
  last_error: string | null;
  /** Migration 0038 (decision 054): when the row's delivery job was sent; null on older rows until the queue's start. */
  queued_at: Generated<Date | null>;
  created_at: Generated<Date>;
};

/** Issue 18: the team's operator accounts (migration 0042, decision 057). */
export type TOperatorsTable = {
  id: Generated<number>;
  email: string;
  name: string;
  role: "admin" | "support";
  password_hash: string;
  /** The TOTP secret sealed with the secrets key (secret-box.ts). */
  totp_secret_sealed: string;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  last_totp_step: string | null;
  disabled_at: Date | null;
  created_at: Generated<Date>;
};

/** An operator's console session: SHA-256 of the token, short idle expiry (migration 0042). */
export type TOperatorSessionsTable = {
  id: string;
  operator_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
};

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0042). */
export type TOperatorAuditLogTable = {
  id: Generated<string>;
  operator_id: number | null;
  /** The operator's e-mail, or "cli:<user>" for the command line. */
  actor: string;
  action: string;
  target: Generated<string>;
  details: Generated<unknown>;
  created_at: Generated<Date>;
};

/** A credit adjustment by an operator, with its reason (migration 0043). */
export type TCreditAdjustmentsTable = {
  id: Generated<number>;
  request_id: string;
  user_id: number;
  amount_cents: number;
  reason: string;
  operator_id: number | null;
  created_at: Generated<Date>;
};

export type Database = {
  countries: TCountriesTable;
  states: TStatesTable;
  carriers: TCarriersTable;
  users: TUsersTable;
  sessions: TSessionsTable;
  login_attempts: TLoginAttemptsTable;
  visitor_limit_counters: TVisitorLimitCountersTable;
  app_meta: TAppMetaTable;
  ratings: TRatingsTable;
  rating_offer_sets: TRatingOfferSetsTable;
  orders: TOrdersTable;
  order_shipping_info: TOrderShippingInfoTable;
  vouchers: TVouchersTable;
  payment_transactions: TPaymentTransactionsTable;
  payment_events: TPaymentEventsTable;
  shipments: TShipmentsTable;
  carrier_reviews: TCarrierReviewsTable;
  invoice_counters: TInvoiceCountersTable;
  invoices: TInvoicesTable;
  customer_payments: TCustomerPaymentsTable;
  payment_transaction_invoices: TPaymentTransactionInvoicesTable;
  credit_notes: TCreditNotesTable;
  credit_note_counters: TCreditNoteCountersTable;
  credit_balances: TCreditBalancesTable;
  credit_movements: TCreditMovementsTable;
  order_payments: TOrderPaymentsTable;
  mail_outbox: TMailOutboxTable;
  registrations: TRegistrationsTable;
  password_resets: TPasswordResetsTable;
  sso_identities: TSsoIdentitiesTable;
  sso_requests: TSsoRequestsTable;
  user_settings: TUserSettingsTable;
  user_addresses: TUserAddressesTable;
  carrier_credentials: TCarrierCredentialsTable;
  user_bank_accounts: TUserBankAccountsTable;
  sepa_mandates: TSepaMandatesTable;
  sub_accounts: TSubAccountsTable;
  referral_codes: TReferralCodesTable;
  sponsorships: TSponsorshipsTable;
  referral_invitations: TReferralInvitationsTable;
  loyalty_enrolments: TLoyaltyEnrolmentsTable;
  contacts: TContactsTable;
  contact_imports: TContactImportsTable;
  contact_book_versions: TContactBookVersionsTable;
  ship_to_contact_drafts: TShipToContactDraftsTable;
  mass_mailings: TMassMailingsTable;
  mass_mailing_recipients: TMassMailingRecipientsTable;
  mass_mailing_jobs: TMassMailingJobsTable;
  pre_order_markers: TPreOrderMarkersTable;
  pre_order_outbox: TPreOrderOutboxTable;
  api_ship_requests: TApiShipRequestsTable;
  contact_messages: TContactMessagesTable;
  content_entries: TContentEntriesTable;
  operators: TOperatorsTable;
  operator_sessions: TOperatorSessionsTable;
  operator_audit_log: TOperatorAuditLogTable;
  credit_adjustments: TCreditAdjustmentsTable;
};

export type TContact = Selectable<TContactsTable>;
export type TNewContact = Insertable<TContactsTable>;
export type TCountry = Selectable<TCountriesTable>;
export type TNewCountry = Insertable<TCountriesTable>;
export type TCountryUpdate = Updateable<TCountriesTable>;
export type TState = Selectable<TStatesTable>;
export type TNewState = Insertable<TStatesTable>;
export type TStateUpdate = Updateable<TStatesTable>;
export type TCarrier = Selectable<TCarriersTable>;
export type TNewCarrier = Insertable<TCarriersTable>;
export type TCarrierUpdate = Updateable<TCarriersTable>;
export type TUser = Selectable<TUsersTable>;
export type TNewUser = Insertable<TUsersTable>;
export type TUserUpdate = Updateable<TUsersTable>;
export type TSession = Selectable<TSessionsTable>;
export type TNewSession = Insertable<TSessionsTable>;
export type TSessionUpdate = Updateable<TSessionsTable>;
export type TLoginAttempt = Selectable<TLoginAttemptsTable>;
export type TNewLoginAttempt = Insertable<TLoginAttemptsTable>;
export type TLoginAttemptUpdate = Updateable<TLoginAttemptsTable>;
