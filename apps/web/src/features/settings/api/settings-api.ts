import type { TCarrierCredentials } from "@ship/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/**
 * Settings calls (spec §7 /settings/*): the server authorizes from the session cookie. The reads
 * other screens need too (account, shipment defaults) are in lib/account-settings.ts.
 */

export const carrierCredentialsQuery = queryOptions({
  queryKey: ["settings", "carriers"],
  queryFn: async ({ signal }) =>
    (
      await apiRequest<{ success: true; data: TCarrierCredentials[] }>("/settings/carrier-credentials", {
        signal,
      })
    ).data,
});

/**
 * A settings POST. On success the settings queries (and the session, which carries the name,
 * company and shipment defaults) are refreshed.
 */
export function useSettingsMutation<TBody, TResult = unknown>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<TResult>(path, { method: "POST", body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["settings"] }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
