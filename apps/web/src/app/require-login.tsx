import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { HOME_PATH } from "../lib/page-paths.ts";
import { rememberReturnPath } from "../lib/return-to.ts";
import { useSession } from "../lib/session.ts";

/** A page that needs an account: a visitor is sent home, and comes back here after logging in (spec §4). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLoading, isLoggedIn } = useSession();
  const { lang } = useParams();
  const location = useLocation();

  if (isLoading) return <PageLoader />;
  if (isLoggedIn) return children;
  const path = location.pathname.replace(/^\/[^/]+\//, "") + location.search;
  return <RedirectAfterRemembering path={path} to={`/${lang}/${HOME_PATH}`} />;
}

function RedirectAfterRemembering({ path, to }: { path: string; to: string }) {
  useEffect(() => rememberReturnPath(path), [path]);
  return <Navigate to={to} replace />;
}
