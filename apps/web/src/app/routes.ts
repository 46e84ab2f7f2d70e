import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type TAppRoute = {
  /** Path below /{lang}; optional parameters end with "?". */
  path: string;
  page: LazyExoticComponent<ComponentType>;
  requiresLogin: boolean;
};

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Every screen that exists, under #/{lang}/. Only real screens are listed here: the side menu,
 * the top bar and the register button show an entry only once its route is registered.
 */
export const APP_ROUTES: TAppRoute[] = [
  {
    path: "index",
    page: lazyPage(() => import("../features/home/components/home-page.tsx"), "HomePage"),
    requiresLogin: false,
  },
  {
    path: "login",
    page: lazyPage(() => import("../features/session/components/login-page.tsx"), "LoginPage"),
    requiresLogin: false,
  },
  {
    path: "register",
    page: lazyPage(() => import("../features/register/components/register-page.tsx"), "RegisterPage"),
    requiresLogin: false,
  },
  {
    path: "register-form",
    page: lazyPage(
      () => import("../features/register/components/register-form-page.tsx"),
      "RegisterFormPage",
    ),
    requiresLogin: false,
  },
  {
    path: "forgot-password",
    page: lazyPage(
      () => import("../features/register/components/forgot-password-page.tsx"),
      "ForgotPasswordPage",
    ),
    requiresLogin: false,
  },
  {
    path: "reset-password/:token",
    page: lazyPage(
      () => import("../features/register/components/reset-password-page.tsx"),
      "ResetPasswordPage",
    ),
    requiresLogin: false,
  },
  {
    path: "my-information",
    page: lazyPage(
      () => import("../features/account/components/my-information-page.tsx"),
      "MyInformationPage",
    ),
    requiresLogin: true,
  },
  {
    path: "shipping-requirements",
    page: lazyPage(
      () => import("../features/content/components/shipping-requirements-page.tsx"),
      "ShippingRequirementsPage",
    ),
    requiresLogin: false,
  },
  {
    path: "terms-of-sale",
    page: lazyPage(() => import("../features/content/components/terms-of-sale-page.tsx"), "TermsOfSalePage"),
    requiresLogin: false,
  },
  {
    path: "order-progress",
    page: lazyPage(
      () => import("../features/offers/components/order-progress-page.tsx"),
      "OrderProgressPage",
    ),
    requiresLogin: false,
  },
  {
    path: "order-offer",
    page: lazyPage(() => import("../features/offers/components/offers-page.tsx"), "OffersPage"),
    requiresLogin: false,
  },
  {
    path: "order-order",
    page: lazyPage(() => import("../features/order/components/order-page.tsx"), "OrderPage"),
    requiresLogin: false,
  },
  {
    path: "order-payment",
    page: lazyPage(() => import("../features/payment/components/payment-page.tsx"), "PaymentPage"),
    requiresLogin: false,
  },
  {
    path: "order-payment-ko",
    page: lazyPage(() => import("../features/payment/components/card-outcome-page.tsx"), "PaymentFailedPage"),
    requiresLogin: false,
  },
  {
    path: "order-payment-cancel",
    page: lazyPage(
      () => import("../features/payment/components/card-outcome-page.tsx"),
      "PaymentCancelledPage",
    ),
    requiresLogin: false,
  },
  {
    path: "order-payment-ok/:crypted_transaction_id",
    page: lazyPage(() => import("../features/shipment/components/payment-ok-page.tsx"), "PaymentOkPage"),
    requiresLogin: false,
  },
  {
    path: "order-generate-waybill",
    page: lazyPage(
      () => import("../features/shipment/components/generate-waybill-page.tsx"),
      "GenerateWaybillPage",
    ),
    requiresLogin: false,
  },
  {
    path: "order-confirm",
    page: lazyPage(() => import("../features/shipment/components/confirm-page.tsx"), "OrderConfirmPage"),
    requiresLogin: false,
  },
  {
    path: "order-confirm-npi",
    page: lazyPage(() => import("../features/shipment/components/confirm-page.tsx"), "OrderConfirmNpiPage"),
    requiresLogin: false,
  },
  {
    path: "shipment-tracking/:shipmentId",
    page: lazyPage(
      () => import("../features/shipment/components/shipment-tracking-page.tsx"),
      "ShipmentTrackingPage",
    ),
    requiresLogin: false,
  },
  {
    path: "settings",
    page: lazyPage(() => import("../features/settings/components/settings-page.tsx"), "SettingsPage"),
    requiresLogin: true,
  },
  {
    path: "sub-account-management",
    page: lazyPage(
      () => import("../features/sub-accounts/components/sub-account-management-page.tsx"),
      "SubAccountManagementPage",
    ),
    requiresLogin: true,
  },
  {
    path: "register-sub-account/:register_token",
    page: lazyPage(
      () => import("../features/sub-accounts/components/register-sub-account-page.tsx"),
      "RegisterSubAccountPage",
    ),
    requiresLogin: false,
  },
  {
    path: "loginSSO",
    page: lazyPage(() => import("../features/sso/components/login-sso-page.tsx"), "LoginSsoPage"),
    requiresLogin: false,
  },
  {
    path: "frequently-asked-questions/:selected_faq?",
    page: lazyPage(() => import("../features/content/components/faq-page.tsx"), "FaqPage"),
    requiresLogin: false,
  },
];

export const HOME_PATH = "index";
export const LOGIN_PATH = "login";
export const REGISTER_PATH = "register";

/** The first segment of each registered route: what links and menu entries point to. */
export const REGISTERED_PAGES: ReadonlySet<string> = new Set(
  APP_ROUTES.map((route) => route.path.split("/")[0] ?? route.path),
);

export function isPageRegistered(path: string, pages: ReadonlySet<string> = REGISTERED_PAGES): boolean {
  return pages.has(path);
}
