import type { TCarrierCode } from "@ship/domain";
import type { TOperatorSettings } from "../rate-sheet-schema.ts";
import type { TCarrierConnector } from "../types.ts";
import { createCircuitBreaker, type TCircuitBreaker } from "./circuit-breaker.ts";
import { asSandboxConnector, composeLiveConnector } from "./compose-live-connector.ts";
import type { TLiveCarrier } from "./live-carrier.ts";
import { LiveCarrierConfigError, type TResolvedLiveCarrier } from "./live-config.ts";

export type TCarrierLineUp = {
  /** One connector per carrier: live where the operator switched it, sandbox everywhere else. */
  connectors: TCarrierConnector[];
  /** The live carriers' circuit breakers, one per carrier, shared with own-account calls. */
  breakers: ReadonlyMap<TCarrierCode, TCircuitBreaker>;
};

/** A circuit breaker per live carrier (tests pass a fake clock). */
export function createBreakers(
  carriers: readonly Pick<TLiveCarrier, "carrier_code">[],
  now?: () => number,
): Map<TCarrierCode, TCircuitBreaker> {
  return new Map(
    carriers.map(({ carrier_code }) => [carrier_code, createCircuitBreaker({ carrier_code, now })]),
  );
}

/**
 * The carriers every rating, order and tracking call uses (decision 061): each sandbox connector,
 * composed with its live connector when the operator switched that carrier to live.
 */
export function lineUpCarriers(
  sandboxConnectors: readonly TCarrierConnector[],
  live: readonly TResolvedLiveCarrier[],
  operator: TOperatorSettings,
  now?: () => number,
): TCarrierLineUp {
  const breakers = createBreakers(
    live.map((entry) => entry.carrier),
    now,
  );
  for (const entry of live) {
    if (!sandboxConnectors.some((connector) => connector.carrier_code === entry.carrier.carrier_code)) {
      throw new LiveCarrierConfigError(
        `CARRIERS_LIVE: ${entry.carrier.carrier_code} has no rate sheet to fall back on for what its live connector does not do`,
      );
    }
  }
  const connectors = sandboxConnectors.map((sandbox) => {
    const entry = live.find((candidate) => candidate.carrier.carrier_code === sandbox.carrier_code);
    if (!entry) return asSandboxConnector(sandbox, live.length > 0);
    const connector = entry.carrier.create({
      baseUrl: entry.baseUrl,
      credentials: entry.credentials,
      operator,
    });
    return composeLiveConnector(sandbox, connector, breakers.get(sandbox.carrier_code));
  });
  return { connectors, breakers };
}
