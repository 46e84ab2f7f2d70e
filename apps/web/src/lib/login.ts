import { loginEndpoint, type TLoginBody, type TSessionResponse } from "@ship/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./api-client.ts";
import { SESSION_QUERY_KEY } from "./session.ts";

/**
 * POST /login. On success `onLoggedIn` runs first (it may navigate away: the login button and
 * the login page disappear once the session says "logged in"), then the session query is refreshed.
 */
export function useLogin(onLoggedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginBody) => callEndpoint(loginEndpoint, { body }),
    onSuccess: async ({ user }) => {
      onLoggedIn();
      // The token stays in its HttpOnly cookie; the session query's refresh below reads it back.
      const session: TSessionResponse = { success: true, token: null, login: true, user };
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      // Data cached for the visitor (quotes, lists) may differ for the user.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "brand" });
    },
  });
}
