import {
  LIVE_CARRIERS,
  lineUpCarriers,
  loadRateSheets,
  loadSandboxConnectors,
  resolveLiveCarriers,
  type TCarrierConnector,
  type TCircuitBreaker,
  type TLiveCarrier,
  type TLiveCarrierSettings,
  type TOperatorSettings,
} from "@ship/carriers";
import type { TCarrierCode } from "@ship/domain";

/**
 * What the API knows of live carriers (decision 061): the connectors' catalogue, the operator's
 * switch and API roots, and one circuit breaker per live carrier (this process's, in memory).
 */
export type TLiveCarriers = {
  catalogue: readonly TLiveCarrier[];
  settings: TLiveCarrierSettings;
  operator: TOperatorSettings;
  breakers: ReadonlyMap<TCarrierCode, TCircuitBreaker>;
};

export type TCarrierSetup = {
  /** One connector per carrier: live where the operator switched it, sandbox elsewhere. */
  connectors: readonly TCarrierConnector[];
  /** The rate sheets' operator time zone: where "today" is read. */
  timeZone: string;
  live: TLiveCarriers;
};

/**
 * The carriers every service uses, from the rate sheets and the live carrier settings; a live
 * carrier without a connector or without its credentials stops the start (LiveCarrierConfigError).
 * `catalogue` is LIVE_CARRIERS, or a fixture carrier in tests and the benchmark.
 */
export function createCarrierSetup(
  settings: TLiveCarrierSettings,
  catalogue: readonly TLiveCarrier[] = LIVE_CARRIERS,
  options: { sheetDir?: string; now?: () => number } = {},
): TCarrierSetup {
  const { operator } = loadRateSheets(options.sheetDir);
  const resolved = resolveLiveCarriers(settings, catalogue);
  const lineUp = lineUpCarriers(loadSandboxConnectors(options.sheetDir), resolved, operator, options.now);
  return {
    connectors: lineUp.connectors,
    timeZone: operator.time_zone,
    live: { catalogue, settings, operator, breakers: lineUp.breakers },
  };
}

/** The live carrier that takes a customer's saved credentials of this settings carrier, if any. */
export function liveCarrierForCredentials(
  live: TLiveCarriers,
  credentialCarrier: string,
): TLiveCarrier | undefined {
  return live.catalogue.find((carrier) => carrier.credential_carrier === credentialCarrier.toLowerCase());
}
