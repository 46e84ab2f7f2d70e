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
 * A live carrier's connector (issue 19, decision 061): the live connector's operations, every
 * call through the carrier's circuit breaker. Only pricing may come from the sandbox: without a
 * live `rate` (Colissimo, Mondial Relay publish no rating API) the rate sheet prices as before and
 * keeps its tariff_version; with one, offers cannot be derived again (no tariff_version: ratings
 * keep their offers, decision 053). Nothing else falls back to the sandbox: a sandbox label,
 * cancellation or tracking for a real paid parcel would be a lie, so an operation the live
 * connector lacks is simply absent (callers check for it, as for any connector).
 */
export function composeLiveConnector(
  sandbox: TCarrierConnector,
  live: TLiveConnector,
  breaker?: TCircuitBreaker,
): TCarrierConnector {
  const guarded = guardLiveConnector(live, breaker);
  const composed: TCarrierConnector = {
    carrier_code: sandbox.carrier_code,
    carrier_name: sandbox.carrier_name,
    rate: guarded.rate ?? sandbox.rate.bind(sandbox),
    ...guarded,
    mode: "live",
  };
  if (!live.rate && sandbox.tariff_version) composed.tariff_version = sandbox.tariff_version;
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
