import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { API_ROUTES } from "../../../lib/api-routes.ts";

/** Spec §7 client search (q, all): the caller's contacts matching what is typed, for the autocomplete. */
export const clientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ["contacts", "client-search", q],
    queryFn: async ({ signal }) =>
      (await callEndpoint(API_ROUTES.clientSearch, { body: { q, all: 0 } }, { signal })).rows,
    staleTime: 30_000,
  });
