import { settingsShipmentEndpoint, settingsUserEndpoint } from "@ship/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "./api-client.ts";
import { sessionQuery } from "./session.ts";

/**
 * The settings reads that screens other than settings need (the quote form starts from the
 * shipment defaults, the order page from the account address). Their keys start with "settings",
 * so a settings change refreshes them (features/settings/api/settings-api.ts).
 */

export const accountSettingsQuery = (token: string) =>
  queryOptions({
    queryKey: ["settings", "account"],
    queryFn: async ({ signal }) =>
      (await callEndpoint(settingsUserEndpoint, { params: { token }, body: {} }, { signal })).data,
  });

export const shipmentDefaultsQuery = (userId: number) =>
  queryOptions({
    queryKey: ["settings", "shipment"],
    queryFn: async ({ signal }) =>
      (await callEndpoint(settingsShipmentEndpoint, { params: { id: userId }, body: {} }, { signal })).data,
  });

/** The session token: the spec's settings paths carry it (/settings/user/{token}). */
export function useSessionToken(): string | null {
  return useQuery(sessionQuery).data?.token ?? null;
}
