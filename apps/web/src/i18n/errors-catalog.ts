import { ERROR_MESSAGES } from "@ship/contracts";
import { FALLBACK_LANG, isLang } from "@ship/domain";
import { nestKeys } from "./nest-keys.ts";

/** The API's error messages (single source: @ship/contracts) as the "errors" namespace. */
export function loadErrorCatalog(lang: string) {
  return nestKeys(ERROR_MESSAGES[isLang(lang) ? lang : FALLBACK_LANG]);
}
