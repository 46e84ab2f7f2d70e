import { FALLBACK_LANG, isLang, type TLang } from "@ship/domain";
import { nestKeys } from "./nest-keys.ts";

type TMessages = Record<string, string>;

// One language's messages per file (@ship/contracts/messages/{lang}): a visitor downloads only the
// catalog of the language shown, not all three (issue 16).
const MESSAGES: Record<TLang, () => Promise<TMessages>> = {
  en: async () => (await import("@ship/contracts/messages/en")).en,
  fr: async () => (await import("@ship/contracts/messages/fr")).fr,
  es: async () => (await import("@ship/contracts/messages/es")).es,
};

/** The API's error messages (single source: @ship/contracts) as the "errors" namespace. */
export async function loadErrorCatalog(lang: string) {
  return nestKeys(await MESSAGES[isLang(lang) ? lang : FALLBACK_LANG]());
}
