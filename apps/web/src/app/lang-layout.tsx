import { DEFAULT_LANG, isLang } from "@ship/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { HOME_PATH } from "../lib/page-paths.ts";
import { AppShellLayout } from "./shell/app-shell.tsx";

/** The /{lang} segment drives the interface language; an unknown language goes to the French home. */
export function LangLayout() {
  const { lang } = useParams();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (isLang(lang) && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  if (!isLang(lang)) return <Navigate to={`/${DEFAULT_LANG}/${HOME_PATH}`} replace />;
  return <AppShellLayout />;
}
