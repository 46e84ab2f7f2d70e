import type { TCarrierConnector } from "./types.ts";

export type TConnectorCapabilities = {
  rate: boolean;
  ship: boolean;
  cancel: boolean;
  track: boolean;
  relay_points: boolean;
};

/** What a connector can do, read from the operations it implements (issue 19 item 1). */
export function capabilitiesOf(connector: TCarrierConnector): TConnectorCapabilities {
  return {
    rate: typeof connector.rate === "function",
    ship: typeof connector.createShipment === "function",
    cancel: typeof connector.cancel === "function",
    track: typeof connector.track === "function",
    relay_points: typeof connector.dropOffLocations === "function",
  };
}
