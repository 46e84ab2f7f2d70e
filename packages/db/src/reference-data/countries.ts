import { alpha2ToNumeric, getAlpha2Codes, getName, registerLocale } from "i18n-iso-countries/index.js";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import es from "i18n-iso-countries/langs/es.json" with { type: "json" };
import fr from "i18n-iso-countries/langs/fr.json" with { type: "json" };
import type { TNewCountry } from "../database.ts";
import { NO_POSTCODE_COUNTRIES } from "./no-postcode-countries.ts";
import { COUNTRIES_WITH_STATES } from "./states.ts";

// Kosovo's XK is a user-assigned code, not part of ISO 3166-1; carriers and the spec's 249 don't list it.
const NOT_ISO_3166_1 = new Set(["XK"]);

export function listCountrySeeds(): TNewCountry[] {
  // The package's main entry registers ~80 locales; only ours are loaded.
  for (const locale of [en, fr, es]) registerLocale(locale);
  return Object.keys(getAlpha2Codes())
    .filter((code) => !NOT_ISO_3166_1.has(code))
    .map((code) => ({
      id: Number(alpha2ToNumeric(code)),
      code,
      name_en: nameOf(code, "en"),
      name_fr: nameOf(code, "fr"),
      name_es: nameOf(code, "es"),
      has_states: COUNTRIES_WITH_STATES.includes(code),
      has_postcode: !NO_POSTCODE_COUNTRIES.includes(code),
    }));
}

function nameOf(code: string, lang: string): string {
  const name = getName(code, lang);
  if (!name) throw new Error(`i18n-iso-countries has no ${lang} name for ${code}`);
  return name;
}
