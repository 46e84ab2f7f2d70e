import { DEFAULT_LANG, isLang } from "@ship/domain";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { HashRouter, Navigate, Route, Routes, useLocation, useParams } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { HOME_PATH } from "../lib/page-paths.ts";
import { LangLayout } from "./lang-layout.tsx";
import { RequireLogin } from "./require-login.tsx";
import { APP_ROUTES } from "./routes.ts";

/**
 * The operator console (issue 18, decision 057): its own route tree and layout, outside the
 * customer shell, in a chunk of its own that customers never download.
 */
const ConsoleApp = lazy(async () => ({
  default: (await import("../features/console/components/console-app.tsx")).ConsoleApp,
}));

/** Unknown pages go to the home page of the current language (spec §2). */
function RedirectHome() {
  const { lang = DEFAULT_LANG } = useParams();
  return <Navigate to={`/${lang}/${HOME_PATH}`} replace />;
}

/**
 * A top-level link (#/register-sub-account/{token}, #/loginSSO?code=...) opens its page in the
 * interface language, keeping its query (the provider's answer to a single sign-on).
 */
function RedirectToLanguage() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  return <Navigate to={`/${lang}${location.pathname}${location.search}`} replace />;
}

const TOP_LEVEL_PATHS = [
  "/register-sub-account/:register_token",
  "/loginSSO",
  "/order-generate-waybill",
  "/order-payment-ok/:crypted_transaction_id",
  "/order-payment-ko",
  "/order-payment-cancel",
  "/mass-mailing-order-payment-ok/:crypted_transaction_id",
  "/mass-mailing-order-deferred-payment-ok/:crypted_order_id",
  "/mass-mailing-order-payment-ko",
  "/mass-mailing-order-payment-cancel",
];

/** Hash routes #/{lang}/... (spec §2). */
export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route
          path="/:lang/console/*"
          element={
            <Suspense fallback={<PageLoader fullScreen />}>
              <ConsoleApp />
            </Suspense>
          }
        />
        <Route path="/:lang" element={<LangLayout />}>
          <Route index element={<RedirectHome />} />
          {APP_ROUTES.map(({ path, page: Page, requiresLogin }) => (
            <Route
              key={path}
              path={path}
              element={
                requiresLogin ? (
                  <RequireLogin>
                    <Page />
                  </RequireLogin>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<RedirectHome />} />
        </Route>
        {/* Spec §2: these top-level links (invitation, SSO and card payment returns) have no language segment. */}
        {TOP_LEVEL_PATHS.map((path) => (
          <Route key={path} path={path} element={<RedirectToLanguage />} />
        ))}
        <Route path="*" element={<Navigate to={`/${DEFAULT_LANG}/${HOME_PATH}`} replace />} />
      </Routes>
    </HashRouter>
  );
}
