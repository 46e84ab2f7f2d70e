import type { TLang } from "@ship/domain";
import type { TErrorCode } from "../error-codes.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";

export const ERROR_MESSAGES: Record<TLang, Record<TErrorCode, string>> = { en, fr, es };

/** Renders an error message in a language, filling {{name}} parameters. */
export function formatErrorMessage(
  lang: TLang,
  code: TErrorCode,
  params: Record<string, string | number> = {},
): string {
  const template = ERROR_MESSAGES[lang][code] ?? ERROR_MESSAGES.en[code] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
