import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { ERRORS_NAMESPACE } from "../i18n/namespaces.ts";
import { PAGE_PATHS, type TPagePath } from "../lib/page-paths.ts";
import { queryClient } from "./query-client.ts";

type TLazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export type TAppRoute = {
  path: TPagePath;
  page: TLazyPage;
  requiresLogin: boolean;
  /**
   * Starts the page's data request when the app starts on it, beside its chunk, instead of once
   * the page is rendered (issue 16: the offers and order pages waited for the app, then for their
   * data). The page shows its frame meanwhile.
   */
  prefetch?: () => Promise<void>;
  /**
   * The catalogs its first screen reads beyond "common", fetched with the language's at start:
   * otherwise the page suspends on each when it first renders, one round trip after another. A
   * missing one only costs that wait.
   */
  namespaces?: readonly string[];
};

/** A page loaded when first shown, or earlier with `preload` (the module is fetched once either way). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): TLazyPage {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}

/**
 * The page of every screen that exists, under #/{lang}/ (paths in lib/page-paths.ts). Only real
 * screens are listed: the side menu, the top bar and the register button show an entry only once
 * its route is registered.
 */
const PAGES: Record<TPagePath, Omit<TAppRoute, "path">> = {
  index: {
    page: lazyPage(() => import("../features/home/components/home-page.tsx"), "HomePage"),
    requiresLogin: false,
    namespaces: ["home", "quote", ERRORS_NAMESPACE],
  },
  login: {
    page: lazyPage(() => import("../features/session/components/login-page.tsx"), "LoginPage"),
    requiresLogin: false,
  },
  register: {
    page: lazyPage(() => import("../features/register/components/register-page.tsx"), "RegisterPage"),
    requiresLogin: false,
  },
  "register-form": {
    page: lazyPage(
      () => import("../features/register/components/register-form-page.tsx"),
      "RegisterFormPage",
    ),
    requiresLogin: false,
  },
  "forgot-password": {
    page: lazyPage(
      () => import("../features/register/components/forgot-password-page.tsx"),
      "ForgotPasswordPage",
    ),
    requiresLogin: false,
  },
  "reset-password/:token": {
    page: lazyPage(
      () => import("../features/register/components/reset-password-page.tsx"),
      "ResetPasswordPage",
    ),
    requiresLogin: false,
  },
  "my-information": {
    page: lazyPage(
      () => import("../features/account/components/my-information-page.tsx"),
      "MyInformationPage",
    ),
    requiresLogin: true,
  },
  "refer-contacts": {
    page: lazyPage(
      () => import("../features/referral/components/refer-contacts-page.tsx"),
      "ReferContactsPage",
    ),
    requiresLogin: true,
  },
  loyalty: {
    page: lazyPage(() => import("../features/referral/components/loyalty-page.tsx"), "LoyaltyPage"),
    requiresLogin: true,
  },
  "my-account": {
    page: lazyPage(() => import("../features/my-account/components/my-account-page.tsx"), "MyAccountPage"),
    requiresLogin: true,
  },
  "my-contacts": {
    page: lazyPage(() => import("../features/my-contacts/components/my-contacts-page.tsx"), "MyContactsPage"),
    requiresLogin: true,
  },
  "new-shipment": {
    page: lazyPage(
      () => import("../features/new-shipment/components/new-shipment-page.tsx"),
      "NewShipmentPage",
    ),
    requiresLogin: true,
  },
  "ship-to-contact": {
    page: lazyPage(
      () => import("../features/ship-to-contact/components/ship-to-contact-page.tsx"),
      "ShipToContactPage",
    ),
    requiresLogin: true,
  },
  // The offers screen of a ship-to-contact rating: its Choose carries the addresses (decision 041).
  "ship-to-contact-offer": {
    page: lazyPage(() => import("../features/offers/components/offers-page.tsx"), "OffersPage"),
    requiresLogin: true,
  },
  "credit-account": {
    page: lazyPage(
      () => import("../features/credit-account/components/credit-account-page.tsx"),
      "CreditAccountPage",
    ),
    requiresLogin: true,
  },
  "credit-account-order-confirm/:amount": {
    page: lazyPage(
      () => import("../features/credit-account/components/top-up-outcome-pages.tsx"),
      "TopUpConfirmPage",
    ),
    requiresLogin: true,
  },
  "credit-account-order-payment-ok/:crypted_transaction_id": {
    page: lazyPage(
      () => import("../features/credit-account/components/top-up-outcome-pages.tsx"),
      "TopUpOkPage",
    ),
    requiresLogin: true,
  },
  "credit-account-order-payment-ko": {
    page: lazyPage(
      () => import("../features/credit-account/components/top-up-outcome-pages.tsx"),
      "TopUpFailedPage",
    ),
    requiresLogin: true,
  },
  "credit-account-order-payment-cancel": {
    page: lazyPage(
      () => import("../features/credit-account/components/top-up-outcome-pages.tsx"),
      "TopUpCancelledPage",
    ),
    requiresLogin: true,
  },
  "pay-invoices": {
    page: lazyPage(
      () => import("../features/my-account/components/pay-invoices-page.tsx"),
      "PayInvoicesPage",
    ),
    requiresLogin: true,
  },
  "pay-invoices-payment": {
    page: lazyPage(
      () => import("../features/my-account/components/pay-invoices-payment-pages.tsx"),
      "PayInvoicesPaymentPage",
    ),
    requiresLogin: true,
  },
  "pay-invoices-payment-confirm": {
    page: lazyPage(
      () => import("../features/my-account/components/pay-invoices-payment-pages.tsx"),
      "PayInvoicesPaymentConfirmPage",
    ),
    requiresLogin: true,
  },
  "pay-invoices-order-payment-ok/:crypted_transaction_id": {
    page: lazyPage(
      () => import("../features/my-account/components/pay-invoices-payment-pages.tsx"),
      "PayInvoicesOkPage",
    ),
    requiresLogin: true,
  },
  "pay-invoices-order-payment-ko": {
    page: lazyPage(
      () => import("../features/my-account/components/pay-invoices-payment-pages.tsx"),
      "PayInvoicesFailedPage",
    ),
    requiresLogin: true,
  },
  "pay-invoices-order-payment-cancel": {
    page: lazyPage(
      () => import("../features/my-account/components/pay-invoices-payment-pages.tsx"),
      "PayInvoicesCancelledPage",
    ),
    requiresLogin: true,
  },
  "shipping-requirements": {
    page: lazyPage(() => import("../features/content/components/cms-page.tsx"), "ShippingRequirementsPage"),
    requiresLogin: false,
  },
  "terms-of-sale": {
    page: lazyPage(() => import("../features/content/components/cms-page.tsx"), "TermsOfSalePage"),
    requiresLogin: false,
  },
  "order-progress": {
    page: lazyPage(
      () => import("../features/offers/components/order-progress-page.tsx"),
      "OrderProgressPage",
    ),
    requiresLogin: false,
  },
  "order-offer": {
    page: lazyPage(() => import("../features/offers/components/offers-page.tsx"), "OffersPage"),
    requiresLogin: false,
    prefetch: async () =>
      (await import("../features/offers/api/prefetch-offers.ts")).prefetchOffers(queryClient),
    namespaces: ["offers", "order", "faq"],
  },
  "order-order": {
    page: lazyPage(() => import("../features/order/components/order-page.tsx"), "OrderPage"),
    requiresLogin: false,
    prefetch: async () =>
      (await import("../features/order/api/prefetch-order.ts")).prefetchOrder(queryClient),
    namespaces: ["order", ERRORS_NAMESPACE, "relayPoints", "contacts"],
  },
  "order-payment": {
    page: lazyPage(() => import("../features/payment/components/payment-page.tsx"), "PaymentPage"),
    requiresLogin: false,
  },
  "order-payment-ko": {
    page: lazyPage(() => import("../features/payment/components/card-outcome-page.tsx"), "PaymentFailedPage"),
    requiresLogin: false,
  },
  "order-payment-cancel": {
    page: lazyPage(
      () => import("../features/payment/components/card-outcome-page.tsx"),
      "PaymentCancelledPage",
    ),
    requiresLogin: false,
  },
  "order-payment-ok/:crypted_transaction_id": {
    page: lazyPage(() => import("../features/shipment/components/payment-ok-page.tsx"), "PaymentOkPage"),
    requiresLogin: false,
  },
  "order-generate-waybill": {
    page: lazyPage(
      () => import("../features/shipment/components/generate-waybill-page.tsx"),
      "GenerateWaybillPage",
    ),
    requiresLogin: false,
  },
  "order-confirm": {
    page: lazyPage(() => import("../features/shipment/components/confirm-page.tsx"), "OrderConfirmPage"),
    requiresLogin: false,
  },
  "order-confirm-npi": {
    page: lazyPage(() => import("../features/shipment/components/confirm-page.tsx"), "OrderConfirmNpiPage"),
    requiresLogin: false,
  },
  "shipment-tracking/:shipmentId": {
    page: lazyPage(
      () => import("../features/shipment/components/shipment-tracking-page.tsx"),
      "ShipmentTrackingPage",
    ),
    requiresLogin: false,
  },
  settings: {
    page: lazyPage(() => import("../features/settings/components/settings-page.tsx"), "SettingsPage"),
    requiresLogin: true,
  },
  "direct-debit": {
    page: lazyPage(
      () => import("../features/direct-debit/components/direct-debit-page.tsx"),
      "DirectDebitPage",
    ),
    requiresLogin: true,
  },
  "sub-account-management": {
    page: lazyPage(
      () => import("../features/sub-accounts/components/sub-account-management-page.tsx"),
      "SubAccountManagementPage",
    ),
    requiresLogin: true,
  },
  "register-sub-account/:register_token": {
    page: lazyPage(
      () => import("../features/sub-accounts/components/register-sub-account-page.tsx"),
      "RegisterSubAccountPage",
    ),
    requiresLogin: false,
  },
  loginSSO: {
    page: lazyPage(() => import("../features/sso/components/login-sso-page.tsx"), "LoginSsoPage"),
    requiresLogin: false,
  },
  "frequently-asked-questions/:selected_faq?": {
    page: lazyPage(() => import("../features/content/components/faq-page.tsx"), "FaqPage"),
    requiresLogin: false,
  },
  // Spec §2 pre-order list; the return screen after login where the brand shows it (decision 046).
  "pre-order": {
    page: lazyPage(() => import("../features/pre-order/components/pre-order-page.tsx"), "PreOrderPage"),
    requiresLogin: true,
  },
  "mass-mailing": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-page.tsx"),
      "MassMailingPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-upload": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-upload-page.tsx"),
      "MassMailingUploadPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-offer": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-offer-page.tsx"),
      "MassMailingOfferPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-order-confirm": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-confirm-page.tsx"),
      "MassMailingConfirmPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-order-payment-ok/:crypted_transaction_id": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-outcome-pages.tsx"),
      "MassMailingPaymentOkPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-order-deferred-payment-ok/:crypted_order_id": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-outcome-pages.tsx"),
      "MassMailingDeferredOkPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-order-payment-ko": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-outcome-pages.tsx"),
      "MassMailingPaymentFailedPage",
    ),
    requiresLogin: true,
  },
  "mass-mailing-order-payment-cancel": {
    page: lazyPage(
      () => import("../features/mass-mailing/components/mass-mailing-outcome-pages.tsx"),
      "MassMailingPaymentCancelledPage",
    ),
    requiresLogin: true,
  },
  "my-store": {
    page: lazyPage(() => import("../features/my-store/components/my-store-page.tsx"), "MyStorePage"),
    requiresLogin: true,
  },
  // Issue 18 (decision 056): the contact page's four tabs, CMS pages, the blog, the FAQ's answers.
  "contact/:tab?": {
    page: lazyPage(() => import("../features/contact/components/contact-page.tsx"), "ContactPage"),
    requiresLogin: false,
  },
  "cms/:id": {
    page: lazyPage(() => import("../features/content/components/cms-page.tsx"), "CmsRoutePage"),
    requiresLogin: false,
  },
  "content/:identifier?": {
    page: lazyPage(() => import("../features/content/components/blog-page.tsx"), "ContentPage"),
    requiresLogin: false,
  },
  about: {
    page: lazyPage(() => import("../features/content/components/cms-page.tsx"), "AboutPage"),
    requiresLogin: false,
  },
  "business-account": {
    page: lazyPage(
      () => import("../features/content/components/business-account-page.tsx"),
      "BusinessAccountPage",
    ),
    requiresLogin: false,
  },
  "answer-page/:selected_faq?": {
    page: lazyPage(() => import("../features/content/components/answer-page.tsx"), "AnswerPage"),
    requiresLogin: false,
  },
};

/** The route table, in the order of PAGE_PATHS. */
export const APP_ROUTES: TAppRoute[] = PAGE_PATHS.map((path) => ({ path, ...PAGES[path] }));

/** The route of a hash (#/{lang}/{page}/...; no page: the home page), if it exists. */
function routeOf(hash: string): TAppRoute | undefined {
  const [, page] = hash.replace(/^#\/?/, "").split("/");
  return APP_ROUTES.find((candidate) => candidate.path.split("/")[0] === (page || "index"));
}

/** The catalogs the page of a hash route reads at once, besides "common". */
export function namespacesOf(hash: string): readonly string[] {
  return routeOf(hash)?.namespaces ?? [];
}

/**
 * Starts fetching the page of a hash route (#/{lang}/{page}/...) at once, beside the brand and the
 * language catalog, instead of after them: on a phone's link each wait is a round trip (issue 16,
 * Lighthouse's critical request chain). An unknown page loads nothing; a failure resolves too.
 */
export async function preloadPageOf(hash: string): Promise<void> {
  const route = routeOf(hash);
  // Not awaited: the app renders the page's frame while its data arrives.
  route?.prefetch?.().catch(() => {
    // The page asks again when it is shown, and shows a failure there.
  });
  await route?.page.preload().catch(() => {
    // The router loads it again when it is shown, and reports a failure there.
  });
}
