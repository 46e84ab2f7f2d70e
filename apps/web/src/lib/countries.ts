import { isLang } from "@ship/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { callEndpoint } from "./api-client.ts";
import { API_ROUTES } from "./api-routes.ts";

/** GET /countries: every country, named and sorted in the given language (spec §7). */
export const countriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ["countries", lang],
    queryFn: async ({ signal }) =>
      (await callEndpoint(API_ROUTES.countries, { query: isLang(lang) ? { lang } : {} }, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The countries in the given language, for a select or a name lookup. */
export function useCountries(lang: string) {
  return useQuery(countriesQuery(lang));
}
/** A country's name in the given language, its code until the list is there. */
export function useCountryNames(lang: string): (code: string) => string {
  const { data } = useCountries(lang);
  // The same function while the list is the same: memoised components take it as a prop.
  return useCallback((code) => data?.find((country) => country.code === code)?.name ?? code, [data]);
}

/** GET /countries/states/{country_id}: the states a country's addresses choose from (none: empty). */
export const statesQuery = (countryId: number) =>
  queryOptions({
    queryKey: ["states", countryId],
    queryFn: async ({ signal }) =>
      (await callEndpoint(API_ROUTES.countryStates, { params: { country_id: countryId } }, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
