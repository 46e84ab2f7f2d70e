import { carriersEndpoint, countriesEndpoint, countryStatesEndpoint } from "@ship/contracts";
import { COUNTRY_LIST_MAX, LANGUAGE_IDS } from "@ship/domain";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";

/** GET /carriers, /countries and /countries/states/{country_id}: the reference lists (spec §7, §9). */
export function registerReferenceRoutes(app: TTypedApp, ctx: TContext) {
  const { reference } = ctx;
  // Countries are sorted by name in each language; the collator makes "Émirats" sort with "E".
  const collators = new Map<string, Intl.Collator>();

  registerEndpoint(app, carriersEndpoint, async () => ({
    success: true as const,
    data: await reference.listCarriers(),
  }));

  registerEndpoint(app, countriesEndpoint, async (request) => {
    const lang = request.lang;
    const rows = await reference.listCountries(lang, COUNTRY_LIST_MAX);
    let collator = collators.get(lang);
    if (!collator) {
      collator = new Intl.Collator(lang);
      collators.set(lang, collator);
    }
    rows.sort((a, b) => collator.compare(a.name, b.name));
    return {
      success: true as const,
      data: rows.map((row) => ({ ...row, lang_id: LANGUAGE_IDS[lang] })),
    };
  });

  registerEndpoint(app, countryStatesEndpoint, async (request) => {
    const country = await reference.findCountry(request.params.country_id);
    if (!country) throw new AppError("country.not_found", 404, { field: "country_id" });
    return { success: true as const, data: await reference.listStates(country.id) };
  });
}
