import type { TAnyEndpoint, TEndpointInput, TSettingsAddress } from "@ship/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./api-client.ts";
import { API_ROUTES } from "./api-routes.ts";
import { SESSION_QUERY_KEY, sessionQuery } from "./session.ts";

/**
 * The settings reads that screens other than settings need (the quote form starts from the
 * shipment defaults, the order page from the account address). Their keys start with "settings",
 * so a settings change refreshes them (features/settings/api/settings-api.ts).
 */

export const accountSettingsQuery = (token: string) =>
  queryOptions({
    queryKey: ["settings", "account"],
    queryFn: async ({ signal }) =>
      (await callEndpoint(API_ROUTES.settingsUser, { params: { token }, body: {} }, { signal })).data,
  });

export const shipmentDefaultsQuery = (userId: number) =>
  queryOptions({
    queryKey: ["settings", "shipment"],
    queryFn: async ({ signal }) =>
      (await callEndpoint(API_ROUTES.settingsShipment, { params: { id: userId }, body: {} }, { signal }))
        .data,
  });

/**
 * The account's address as a sender's fields (spec §2, §4: the order page's and the ship-to-contact
 * page's sender start from it); country, postcode and town are each page's own.
 */
export function senderFieldsOfAccount(address: TSettingsAddress, email: string) {
  return {
    company: address.company ?? "",
    name: address.lastname,
    phone: address.phone,
    email,
    address1: address.address1,
    address2: address.address2 ?? "",
    address3: address.address3 ?? "",
  };
}

/** The session token: the spec's settings paths carry it (/settings/user/{token}). */
export function useSessionToken(): string | null {
  return useQuery(sessionQuery).data?.token ?? null;
}

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
