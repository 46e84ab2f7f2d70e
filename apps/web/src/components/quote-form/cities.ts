import type { citiesEndpoint, TEndpointResponse } from "@ship/contracts";
import { useEffect, useState } from "react";
import { callEndpoint } from "../../lib/api-client.ts";
import { API_ROUTES } from "../../lib/api-routes.ts";

// Spec §5/§9: the address search starts at 3 characters, 600 ms after the last keystroke.
export const CITY_SEARCH_MIN_CHARS = 3;
export const CITY_SEARCH_DEBOUNCE_MS = 600;
// Spec §9: a displayed town is truncated to 20 characters.
export const CITY_DISPLAY_MAX_CHARS = 20;

export type TCitySuggestion = TEndpointResponse<typeof citiesEndpoint>["rows"][number];

/** The town as the suggestion list shows it: at most 20 characters, an ellipsis when cut. */
export function truncateTown(city: string): string {
  return city.length > CITY_DISPLAY_MAX_CHARS ? `${city.slice(0, CITY_DISPLAY_MAX_CHARS - 1)}…` : city;
}

/** A suggestion as listed: 'postcode, town' with the town truncated; the town alone without postcode. */
export function formatSuggestion(row: TCitySuggestion): string {
  const town = truncateTown(row.city);
  return row.postcode ? `${row.postcode}, ${town}` : town;
}

/**
 * GET /cities?city=&country_id=: 'postcode, city' suggestions for what the user typed. Waits for
 * a pause in typing and aborts the request still running when the text changes (spec §7: cancelable).
 */
export function useCitySuggestions(text: string, countryId: number | undefined, enabled: boolean) {
  const [rows, setRows] = useState<TCitySuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const query = text.trim();

  useEffect(() => {
    if (!enabled || countryId === undefined || query.length < CITY_SEARCH_MIN_CHARS) {
      setRows([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      const input = { query: { city: query, country_id: countryId } };
      callEndpoint(API_ROUTES.cities, input, { signal: controller.signal })
        .then((response) => setRows(response.rows))
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === "AbortError")) setRows([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, countryId, enabled]);

  return { rows, loading };
}
