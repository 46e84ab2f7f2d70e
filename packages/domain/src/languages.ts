// Spec §9: language ids en 1, fr 2 (default), es 4; fallback English (spec §1).
export const LANGUAGE_IDS = { en: 1, fr: 2, es: 4 } as const;
export type TLang = keyof typeof LANGUAGE_IDS;
export const LANGS = Object.keys(LANGUAGE_IDS) as TLang[];
export const DEFAULT_LANG: TLang = "fr";
export const FALLBACK_LANG: TLang = "en";
/** English and French are offered in the top bar; Spanish is reachable by URL (spec §1). */
export const PICKER_LANGS: TLang[] = ["en", "fr"];

export function isLang(value: unknown): value is TLang {
  return typeof value === "string" && value in LANGUAGE_IDS;
}

export function langFromId(id: number): TLang | undefined {
  return LANGS.find((lang) => LANGUAGE_IDS[lang] === id);
}

/** Picks the best supported language from an Accept-Language header, else the default. */
export function langFromAcceptLanguage(header: string | undefined): TLang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { base: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLang(entry.base))?.base as TLang | undefined) ?? DEFAULT_LANG;
}
