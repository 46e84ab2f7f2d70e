import type { sessionEndpoint, TEndpointResponse, TSessionUser } from "@ship/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";
import { rememberLoggedIn } from "./logged-in-hint.ts";

export const SESSION_QUERY_KEY = ["session"] as const;

/** GET /session's path, called by path like GET /brand (lib/brand.ts says why). */
export const SESSION_PATH = "/session";

/** GET /session: who the session cookie belongs to (spec §4: looked up at start). */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }) => {
    const answer = await apiRequest<TEndpointResponse<typeof sessionEndpoint>>(SESSION_PATH, { signal });
    rememberLoggedIn(answer.login);
    return answer;
  },
  staleTime: 60_000,
});

export type TSessionState = {
  isLoading: boolean;
  isLoggedIn: boolean;
  user: TSessionUser | null;
};

export function useSession(): TSessionState {
  const { data, isPending } = useQuery(sessionQuery);
  const user = data?.login ? (data.user ?? null) : null;
  return { isLoading: isPending, isLoggedIn: user !== null, user };
}

/** How the top bar names a user: the company when set, else the last name (spec §2). */
export function formatUserLabel(user: Pick<TSessionUser, "company" | "lastname">): string {
  const company = user.company?.trim();
  return company ? company : user.lastname;
}
