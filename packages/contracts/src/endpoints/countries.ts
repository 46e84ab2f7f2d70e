import { COUNTRY_LIST_MAX } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCountry, ZLangQuery } from "../reference.ts";

export const ZCountriesResponse = successEnvelope({ data: z.array(ZCountry).max(COUNTRY_LIST_MAX) });

/** GET /countries: every country, named and sorted in the request's language (spec §7). */
export const countriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/countries",
  tags: ["reference"],
  summary: "All countries, named in the request's language (at most 250)",
  query: ZLangQuery,
  response: ZCountriesResponse,
  errors: { 400: [] },
});
