import { settingsCarrierCredentialsEndpoint, type TAnyEndpoint, type TEndpointInput } from "@ship/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";
import { SESSION_QUERY_KEY } from "../../../lib/session.ts";

/**
 * Settings calls (spec §7 /settings/*) through their descriptors (decision 027): the server
 * authorizes from the session cookie. The reads other screens need too (account, shipment
 * defaults) are in lib/account-settings.ts.
 */

export const carrierCredentialsQuery = queryOptions({
  queryKey: ["settings", "carriers"],
  queryFn: async ({ signal }) =>
    (await callEndpoint(settingsCarrierCredentialsEndpoint, {}, { signal })).data,
});

type TBodyOf<E extends TAnyEndpoint> = TEndpointInput<E>["body"];
type TParamsOf<E extends TAnyEndpoint> = TEndpointInput<E>["params"];

/**
 * A settings save: the section's form gives the body, `params` the spec's path parameters (the
 * session token, the user id, the carrier). On success the settings queries (and the session,
 * which carries the name, company and shipment defaults) are refreshed.
 */
export function useSettingsMutation<E extends TAnyEndpoint>(endpoint: E, params?: TParamsOf<E>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBodyOf<E>) =>
      // Both parts are TEndpointInput<E>'s own; TypeScript cannot put a generic conditional type back together.
      callEndpoint(endpoint, { params, body } as unknown as TEndpointInput<E>),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["settings"] }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
