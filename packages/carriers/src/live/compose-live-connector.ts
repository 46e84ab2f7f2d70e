import type { TCarrierConnector } from "../types.ts";
import type { TCircuitBreaker } from "./circuit-breaker.ts";
import type { TLiveConnector } from "./live-carrier.ts";

type TOperation = keyof TLiveConnector;
const OPERATIONS: readonly TOperation[] = [
  "rate",
  "createShipment",
  "cancel",
  "findShipment",
  "track",
  "dropOffLocations",
  "dropOffLocation",
];

/** Every operation the live connector has, each call through the carrier's circuit breaker. */
function guardLiveConnector(live: TLiveConnector, breaker: TCircuitBreaker | undefined): TLiveConnector {
  const guarded: Record<string, unknown> = {};
  for (const operation of OPERATIONS) {
    const call = live[operation] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!call) continue;
    guarded[operation] = breaker
      ? (...args: unknown[]) => breaker.run(() => call.apply(live, args))
      : call.bind(live);
  }
  return guarded as TLiveConnector;
}

/**
 * A live carrier's connector (issue 19, decision 061): the sandbox connector's operations, each
 * replaced by the live connector's where it has one, every live call through the circuit breaker.
 * With a live `rate` the offers cannot be derived again (no tariff_version: ratings keep their
 * offers, decision 053); without one (Colissimo, Mondial Relay) the rate sheet prices as before
 * and keeps its tariff_version.
 */
export function composeLiveConnector(
  sandbox: TCarrierConnector,
  live: TLiveConnector,
  breaker?: TCircuitBreaker,
): TCarrierConnector {
  const composed: TCarrierConnector = {
    ...sandbox,
    ...guardLiveConnector(live, breaker),
    mode: "live",
  };
  if (live.rate) delete composed.tariff_version;
  return composed;
}

/**
 * A sandbox connector, said to be one (/healthz reads its mode). While another carrier is live,
 * its offers carry the `sandbox` marker, so that no customer mistakes them for real parcels.
 */
export function asSandboxConnector<T extends TCarrierConnector>(connector: T, markOffers = false): T {
  if (!markOffers) return { ...connector, mode: "sandbox" };
  const { rate } = connector;
  return {
    ...connector,
    mode: "sandbox",
    rate: async (request, ctx) =>
      (await rate.call(connector, request, ctx)).map((quote) => ({ ...quote, sandbox: 1 as const })),
  };
}
