import type { TCarrierCode } from "@ship/domain";
import { COLISSIMO_STUB_PAIRS } from "../live/colissimo/stub-pairs.ts";
import { DHL_STUB_PAIRS } from "../live/dhl/stub-pairs.ts";
import { MONDIALRELAY_STUB_PAIRS } from "../live/mondialrelay/stub-pairs.ts";
import { UPS_STUB_PAIRS } from "../live/ups/stub-pairs.ts";
import type { TStubPair } from "./carrier-stub-server.ts";

/**
 * Every live connector's documented request/response pairs (issue 19), by carrier: the connector
 * tests, the contract tests, the API's integration tests and the benchmark's stubs replay them.
 */
export const LIVE_STUB_PAIRS: Partial<Record<TCarrierCode, readonly TStubPair[]>> = {
  COLISSIMO: COLISSIMO_STUB_PAIRS,
  MONDIALRELAY: MONDIALRELAY_STUB_PAIRS,
  UPS: UPS_STUB_PAIRS,
  DHL: DHL_STUB_PAIRS,
};
