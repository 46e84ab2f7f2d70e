import { ssoCallbackEndpoint, type TEndpointInput, type TSessionResponse } from "@ship/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/** POST /login/sso/izberg/callback with the provider's answer; the session query takes the user. */
export function useFinishSso() {
  const queryClient = useQueryClient();
  return useMutation({
    // The query the provider sent back, as it came: the API checks it (no state answers 400).
    mutationFn: (body: Record<string, string>) =>
      callEndpoint(ssoCallbackEndpoint, { body: body as TEndpointInput<typeof ssoCallbackEndpoint>["body"] }),
    onSuccess: async ({ user }) => {
      // The token stays in its HttpOnly cookie; the session query's refresh below reads it back.
      const session: TSessionResponse = { success: true, token: null, login: true, user };
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "brand" });
    },
  });
}
