import {
  ZCarriersResponse,
  ZCountriesResponse,
  ZErrorResponse,
  ZLangQuery,
  ZStatesParams,
  ZStatesResponse,
} from "@ship/contracts";
import { COUNTRY_LIST_MAX, LANGUAGE_IDS } from "@ship/domain";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";

const tags = ["reference"];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

export function registerReferenceRoutes(app: TTypedApp, ctx: TContext) {
  const { reference } = ctx;
  // Countries are sorted by name in each language; the collator makes "Émirats" sort with "E".
  const collators = new Map<string, Intl.Collator>();

  app.get(
    "/carriers",
    {
      schema: {
        tags,
        summary: "The carriers of the platform (spec §9)",
        querystring: ZLangQuery,
        response: { 200: ZCarriersResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await reference.listCarriers() }),
  );

  app.get(
    "/countries",
    {
      schema: {
        tags,
        summary: "All countries, named in the request's language (at most 250)",
        querystring: ZLangQuery,
        response: { 200: ZCountriesResponse, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    "/countries/states/:country_id",
    {
      schema: {
        tags,
        summary: "The states or provinces of a country (empty when its addresses use none)",
        params: ZStatesParams,
        querystring: ZLangQuery,
        response: { 200: ZStatesResponse, ...errors },
      },
    },
    async (request) => {
      const country = await reference.findCountry(request.params.country_id);
      if (!country) throw new AppError("country.not_found", 404, { field: "country_id" });
      return { success: true as const, data: await reference.listStates(country.id) };
    },
  );
}
