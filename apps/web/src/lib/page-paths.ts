/**
 * The path of every screen that exists, under #/{lang}/ (spec §2), in the router's order.
 * Features link to a screen only once its path is here; app/routes.ts gives each path its page
 * (its type makes a path without a page, or a page without a path, a type error). The paths live
 * apart from the pages so that a feature can ask "is this screen built?" without importing the
 * route table, which imports every feature.
 */
export const PAGE_PATHS = [
  "index",
  "login",
  "register",
  "register-form",
  "forgot-password",
  "reset-password/:token",
  "my-information",
  "my-account",
  "my-contacts",
  "new-shipment",
  "ship-to-contact",
  "ship-to-contact-offer",
  "credit-account",
  "credit-account-order-confirm/:amount",
  "credit-account-order-payment-ok/:crypted_transaction_id",
  "credit-account-order-payment-ko",
  "credit-account-order-payment-cancel",
  "pay-invoices",
  "pay-invoices-payment",
  "pay-invoices-payment-confirm",
  "pay-invoices-order-payment-ok/:crypted_transaction_id",
  "pay-invoices-order-payment-ko",
  "pay-invoices-order-payment-cancel",
  "shipping-requirements",
  "terms-of-sale",
  "order-progress",
  "order-offer",
  "order-order",
  "order-payment",
  "order-payment-ko",
  "order-payment-cancel",
  "order-payment-ok/:crypted_transaction_id",
  "order-generate-waybill",
  "order-confirm",
  "order-confirm-npi",
  "shipment-tracking/:shipmentId",
  "settings",
  "direct-debit",
  "sub-account-management",
  "refer-contacts",
  "loyalty",
  "register-sub-account/:register_token",
  "loginSSO",
  "frequently-asked-questions/:selected_faq?",
  "pre-order",
  "mass-mailing",
  "mass-mailing-upload",
  "mass-mailing-offer",
  "mass-mailing-order-confirm",
  "mass-mailing-order-payment-ok/:crypted_transaction_id",
  "mass-mailing-order-deferred-payment-ok/:crypted_order_id",
  "mass-mailing-order-payment-ko",
  "mass-mailing-order-payment-cancel",
  "my-store",
  "contact/:tab?",
  "cms/:id",
  "content/:identifier?",
  "about",
  "business-account",
  "answer-page/:selected_faq?",
] as const;

/** A path below /{lang}; optional parameters end with "?". */
export type TPagePath = (typeof PAGE_PATHS)[number];

export const HOME_PATH = "index";
export const LOGIN_PATH = "login";
export const REGISTER_PATH = "register";

/** The first segment of each registered route: what links and menu entries point to. */
export const REGISTERED_PAGES: ReadonlySet<string> = new Set(
  PAGE_PATHS.map((path) => path.split("/")[0] ?? path),
);

export function isPageRegistered(path: string, pages: ReadonlySet<string> = REGISTERED_PAGES): boolean {
  return pages.has(path);
}
