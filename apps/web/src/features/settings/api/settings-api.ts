import { settingsCarrierCredentialsEndpoint } from "@ship/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client.ts";

// The settings save is shared with the direct-debit page's bank details form.
export { useSettingsMutation } from "../../../lib/account-settings.ts";

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
