import { DEFAULT_LANG, isLang, type TLang } from "@ship/domain";
import { useParams } from "react-router";

/** The language of the current route (#/{lang}/...). */
export function useCurrentLang(): TLang {
  const { lang } = useParams();
  return isLang(lang) ? lang : DEFAULT_LANG;
}
