import type { Migration } from "kysely";
import * as m0001 from "./0001-reference.ts";
import * as m0002 from "./0002-users-sessions.ts";
import * as m0003 from "./0003-login-attempts.ts";
import * as m0004 from "./0004-rating.ts";
import * as m0005 from "./0005-accounts.ts";
import * as m0006 from "./0006-settings.ts";
import * as m0007 from "./0007-order.ts";
import * as m0009 from "./0009-payment.ts";
import * as m0010 from "./0010-order-customs-voucher.ts";
import * as m0011 from "./0011-order-relay-point.ts";
import * as m0012 from "./0012-shipments-invoices.ts";
import * as m0013 from "./0013-credit-refunds.ts";
import * as m0014 from "./0014-rating-offer-sets.ts";
import * as m0015 from "./0015-mail-outbox-delivery.ts";
import * as m0016 from "./0016-retention-indexes.ts";
import * as m0017 from "./0017-payment-purpose.ts";
import * as m0018 from "./0018-shipment-history-index.ts";
import * as m0019 from "./0019-invoice-payments.ts";
import * as m0020 from "./0020-credit-top-ups.ts";
import * as m0021 from "./0021-sepa-mandates.ts";
import * as m0022 from "./0022-referral-loyalty.ts";
import * as m0023 from "./0023-credit-notes.ts";
import * as m0024 from "./0024-pay-invoices.ts";
import * as m0025 from "./0025-history-search-sort.ts";
import * as m0026 from "./0026-contacts.ts";
import * as m0027 from "./0027-contact-search.ts";
import * as m0028 from "./0028-contact-imports.ts";
import * as m0029 from "./0029-ship-to-contact.ts";
import * as m0030 from "./0030-history-newest-first-indexes.ts";
import * as m0031 from "./0031-mass-mailing.ts";
import * as m0032 from "./0032-pre-order-outbox.ts";
import * as m0033 from "./0033-pre-order-outbox-cancellations.ts";
import * as m0035 from "./0035-api-ship-requests.ts";
import * as m0036 from "./0036-tracking-notifications.ts";
import * as m0037 from "./0037-lean-ratings.ts";
import * as m0038 from "./0038-job-queue.ts";
import * as m0039 from "./0039-visitor-limit-counters.ts";
import * as m0040 from "./0040-contact-messages-content.ts";
import * as m0041 from "./0041-content-seed.ts";
import * as m0042 from "./0042-operator-console.ts";
import * as m0043 from "./0043-customer-console.ts";
import * as m0044 from "./0044-faq-entries.ts";
import * as m0045 from "./0045-console-read-delete.ts";
import * as m0046 from "./0046-live-shipments.ts";
import * as m0047 from "./0047-own-accounts-live.ts";

// A static list rather than a folder scan: works the same under tsx, vitest and any bundler.
// Names are recorded in kysely_migration; never rename or reorder one that has shipped.
export const MIGRATIONS: Record<string, Migration> = {
  "0001_reference": m0001,
  "0002_users_sessions": m0002,
  "0003_login_attempts": m0003,
  "0004_rating": m0004,
  "0005_accounts": m0005,
  "0006_settings": m0006,
  "0007_order": m0007,
  "0009_payment": m0009,
  "0010_order_customs_voucher": m0010,
  "0011_order_relay_point": m0011,
  "0012_shipments_invoices": m0012,
  "0013_credit_refunds": m0013,
  "0014_rating_offer_sets": m0014,
  "0015_mail_outbox_delivery": m0015,
  "0016_retention_indexes": m0016,
  "0017_payment_purpose": m0017,
  "0018_shipment_history_index": m0018,
  "0019_invoice_payments": m0019,
  "0020_credit_top_ups": m0020,
  "0021_sepa_mandates": m0021,
  "0022_referral_loyalty": m0022,
  "0023_credit_notes": m0023,
  "0024_pay_invoices": m0024,
  "0025_history_search_sort": m0025,
  "0026_contacts": m0026,
  "0027_contact_search": m0027,
  "0028_contact_imports": m0028,
  "0029_ship_to_contact": m0029,
  "0030_history_newest_first_indexes": m0030,
  "0031_mass_mailing": m0031,
  "0032_pre_order_outbox": m0032,
  "0033_pre_order_outbox_cancellations": m0033,
  "0035_api_ship_requests": m0035,
  "0036_tracking_notifications": m0036,
  "0037_lean_ratings": m0037,
  "0038_job_queue": m0038,
  "0039_visitor_limit_counters": m0039,
  "0040_contact_messages_content": m0040,
  "0041_content_seed": m0041,
  "0042_operator_console": m0042,
  "0043_customer_console": m0043,
  "0044_faq_entries": m0044,
  "0045_console_read_delete": m0045,
  "0046_live_shipments": m0046,
  "0047_own_accounts_live": m0047,
};
