import type { TSessionResponse, TSsoCallbackResponse } from "@ship/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/** POST /login/sso/izberg/callback with the provider's answer; the session query takes the user. */
export function useFinishSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiRequest<TSsoCallbackResponse>("/login/sso/izberg/callback", { method: "POST", body }),
    onSuccess: async ({ user }) => {
      // The token stays in its HttpOnly cookie; the session query's refresh below reads it back.
      const session: TSessionResponse = { success: true, token: null, login: true, user };
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "brand" });
    },
  });
}
