import type { TLiveCredentials } from "@ship/carriers";
import type { TCredentialCarrier } from "@ship/domain";
import type { TSettingsService } from "./settings-service.ts";

type TDeps = {
  /** The carriers (lower case) a saas user has complete own credentials for, access flag on. */
  completeSaasCarriers: (userId: number) => Promise<string[]>;
  settings: Pick<TSettingsService, "savedCredentials">;
};

/**
 * Issue 19: a saas user's own credentials for a carrier, decrypted, when they are complete and
 * the carrier's access flag is on; undefined otherwise. Own-account live offers are rated with
 * them, and the shipment of such an offer is made with the same ones (the carrier bills the
 * user's contract). Never sent to a client.
 */
export function createCredentialsForOrder(deps: TDeps) {
  return async function credentialsForOrder(
    userId: number,
    carrier: TCredentialCarrier,
  ): Promise<TLiveCredentials | undefined> {
    const complete = await deps.completeSaasCarriers(userId);
    if (!complete.includes(carrier)) return undefined;
    const { discount: _discount, ...credentials } =
      (await deps.settings.savedCredentials(userId, carrier)) ?? {};
    return credentials;
  };
}
export type TCredentialsForOrder = ReturnType<typeof createCredentialsForOrder>;
