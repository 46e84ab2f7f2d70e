import { colissimoCarrier } from "./colissimo/index.ts";
import { dhlCarrier } from "./dhl/index.ts";
import type { TLiveCarrier } from "./live-carrier.ts";
import { mondialrelayCarrier } from "./mondialrelay/index.ts";
import { upsCarrier } from "./ups/index.ts";

/**
 * Every carrier with a live connector (issue 19). A carrier listed here still runs on its sandbox
 * until the operator configures its account (CARRIERS_LIVE and the credential variables).
 */
export const LIVE_CARRIERS: readonly TLiveCarrier[] = [
  colissimoCarrier,
  mondialrelayCarrier,
  upsCarrier,
  dhlCarrier,
];
