import { DEFAULT_LANG, FALLBACK_LANG, isLang, LANGS, type TLang } from "@ship/domain";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { ERRORS_NAMESPACE } from "./namespaces.ts";

const catalogs = import.meta.glob<ResourceKey>("./locales/*/*.json", { import: "default" });

async function loadNamespace(lang: string, namespace: string): Promise<ResourceKey> {
  if (namespace === ERRORS_NAMESPACE) {
    const { loadErrorCatalog } = await import("./errors-catalog.ts");
    return loadErrorCatalog(lang);
  }
  const load = catalogs[`./locales/${lang}/${namespace}.json`];
  if (!load) throw new Error(`no catalog ${lang}/${namespace}`);
  return load();
}

// Catalogs are fetched per language and namespace, so a visitor downloads only what is shown.
const lazyCatalogs: BackendModule = {
  type: "backend",
  init() {},
  read(lang, namespace, callback) {
    loadNamespace(lang, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

/** The language of the hash route (#/{lang}/...), read before the router starts. */
export function languageFromHash(hash: string): TLang {
  const segment = hash.replace(/^#\/?/, "").split("/")[0];
  return isLang(segment) ? segment : DEFAULT_LANG;
}

/** Starts i18next in `lang` with "common" and the first page's catalogs (`namespaces`), fetched side by side. */
export function initI18n(lang: TLang, namespaces: readonly string[] = []) {
  i18next.on("languageChanged", (current) => {
    document.documentElement.lang = current;
  });
  return i18next
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: FALLBACK_LANG,
      supportedLngs: LANGS,
      ns: ["common", ...namespaces],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      showSupportNotice: false,
    });
}
