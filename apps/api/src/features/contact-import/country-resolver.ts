import { foldLabel, type TContactCountry } from "@ship/domain";
import { alpha2ToAlpha3, getNames, registerLocale } from "i18n-iso-countries/index.js";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import es from "i18n-iso-countries/langs/es.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };

for (const locale of [en, fr, es]) registerLocale(locale);

/** A country of the countries table with its states' codes (migration's reference data). */
export type TImportCountry = TContactCountry & {
  id: number;
  /** A state's code by its folded name or code: a list may say "California" or "CA". */
  stateCodes: ReadonlyMap<string, string>;
};

export type TCountryRecord = {
  id: number;
  code: string;
  name_en: string;
  name_fr: string;
  name_es: string;
  has_postcode: boolean;
  states: { code: string; name: string }[] | null;
};

export type TResolveCountry = (text: string) => TImportCountry | null;

/**
 * Issue 13: a country cell may hold the ISO 3166-1 alpha-2 or alpha-3 code, the numeric code (the
 * table's id, spec's country_id), or the name in English, French or Spanish, in any case, with or
 * without accents; the other names i18n-iso-countries knows too ("USA", "UK"...).
 */
export function createCountryResolver(countries: readonly TCountryRecord[]): TResolveCountry {
  const index = new Map<string, TImportCountry>();
  const add = (label: string | undefined, country: TImportCountry) => {
    const key = label ? foldLabel(label) : "";
    if (key && !index.has(key)) index.set(key, country);
  };
  const otherNames = [en, fr, es].map((locale) => getNames(locale.locale, { select: "all" }));
  for (const row of countries) {
    const stateCodes = new Map<string, string>();
    for (const state of row.states ?? []) {
      stateCodes.set(foldLabel(state.code), state.code);
      if (!stateCodes.has(foldLabel(state.name))) stateCodes.set(foldLabel(state.name), state.code);
    }
    const states = row.states ? row.states.map((state) => state.code) : null;
    const country = { id: row.id, code: row.code, has_postcode: row.has_postcode, states, stateCodes };
    add(row.code, country);
    add(alpha2ToAlpha3(row.code), country);
    add(String(row.id), country);
  }
  for (const row of countries) {
    const country = index.get(foldLabel(row.code));
    if (!country) continue;
    for (const name of [row.name_en, row.name_fr, row.name_es]) add(name, country);
    for (const names of otherNames) for (const name of names[row.code] ?? []) add(name, country);
  }
  return (text) => index.get(foldLabel(text)) ?? null;
}
