import type { TCountry } from "@ship/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

type TCountriesResponse = { success: true; data: TCountry[] };

/** GET /countries: every country, named in the given language (spec §7). */
export function useCountries(lang: string) {
  return useQuery({
    queryKey: ["countries", lang],
    queryFn: async ({ signal }) =>
      (await apiRequest<TCountriesResponse>(`/countries?lang=${encodeURIComponent(lang)}`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A country's name in the given language, its code until the list is there. */
export function useCountryNames(lang: string): (code: string) => string {
  const countries = useCountries(lang);
  return (code) => countries.data?.find((country) => country.code === code)?.name ?? code;
}
