import { baseUrlOf, type TCarrierConnector, type TLiveCredentials } from "@ship/carriers";
import type { TCredentialCarrier } from "@ship/domain";
import { liveCarrierForCredentials, type TLiveCarriers } from "./carrier-setup.ts";

type TDeps = {
  live: TLiveCarriers;
  /** A saas user's complete saved credentials for a carrier, decrypted (settings' credentialsForOrder). */
  credentialsForOrder: (userId: number, carrier: TCredentialCarrier) => Promise<TLiveCredentials | undefined>;
};

/**
 * Issue 19 item 3: the connectors that rate a saas user's own-account offers on the user's own
 * contract, for the carriers (upper-case codes of the settings' carriers) the user has complete
 * credentials for. Only carriers the operator switched to live and whose connector rates take
 * part: for the others (sandbox, or priced from a sheet) the offers stay derived from the
 * operator's (issue 5). Their calls share the carrier's circuit breaker.
 */
export function createOwnAccountConnectors(deps: TDeps) {
  const { live } = deps;
  return async (userId: number, carriers: readonly string[]): Promise<TCarrierConnector[]> => {
    const connectors: TCarrierConnector[] = [];
    for (const code of carriers) {
      const carrier = liveCarrierForCredentials(live, code);
      if (!carrier || !live.settings.live.includes(carrier.carrier_code)) continue;
      const credentials = await deps.credentialsForOrder(userId, code.toLowerCase() as TCredentialCarrier);
      if (!credentials) continue;
      const connector = carrier.create({
        baseUrl: baseUrlOf(live.settings, carrier),
        credentials,
        operator: live.operator,
      });
      const rate = connector.rate;
      if (!rate) continue;
      const breaker = live.breakers.get(carrier.carrier_code);
      connectors.push({
        carrier_code: carrier.carrier_code,
        carrier_name: carrier.carrier_name,
        mode: "live",
        rate: (request, ctx) => (breaker ? breaker.run(() => rate(request, ctx)) : rate(request, ctx)),
      });
    }
    return connectors;
  };
}
export type TOwnAccountConnectors = ReturnType<typeof createOwnAccountConnectors>;
