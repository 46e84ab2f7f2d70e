import { CarrierCallError } from "../carrier-call-error.ts";
import type { TLiveCarrier, TLiveConnector, TLiveConnectorOptions } from "../live-carrier.ts";
import { createMondialRelayShipment } from "./create-shipment.ts";
import { checkMondialRelayAccount, findMondialRelayPoint, findMondialRelayPoints } from "./relay-points.ts";
import { trackMondialRelayParcel } from "./tracking.ts";
import { MONDIALRELAY, type TWsiAccount } from "./wsi-call.ts";

/**
 * Default time limits (ms). Relay-point searches feed the order form's chooser; label creation
 * includes the PDF download. No rating call: Mondial Relay publishes no rating API, its offers
 * keep the rate sheet's prices.
 */
const DEFAULT_TIMEOUTS = { auth: 5000, relay: 3000, track: 5000, ship: 15000 };

/**
 * The settings form's fields carry the operator's account: account_number is the "Enseigne"
 * (merchant code) and key the private key that signs every call (docs/carriers/mondialrelay.md).
 */
function toAccount(options: TLiveConnectorOptions): TWsiAccount {
  const enseigne = options.credentials.account_number?.trim().toUpperCase() ?? "";
  const privateKey = options.credentials.key?.trim() ?? "";
  if (!enseigne || !privateKey) {
    throw new CarrierCallError(
      MONDIALRELAY,
      "carrier.auth_failed",
      "account_number (Enseigne) or key missing",
    );
  }
  return { baseUrl: options.baseUrl, enseigne, privateKey, fetch: options.fetch };
}

function createConnector(options: TLiveConnectorOptions): TLiveConnector {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  // Credentials are read at each call, so a connector built without them reports auth_failed.
  const account = () => toAccount(options);
  return {
    createShipment: async (request, ctx) =>
      createMondialRelayShipment(account(), request, ctx, timeouts.ship),
    track: async (request, ctx) => trackMondialRelayParcel(account(), request, ctx, timeouts.track),
    dropOffLocations: async (request, ctx) => findMondialRelayPoints(account(), request, ctx, timeouts.relay),
    dropOffLocation: async (request, ctx) => findMondialRelayPoint(account(), request, ctx, timeouts.relay),
  };
}

/**
 * Mondial Relay's SOAP web service (WSI). Customers cannot bring their own Mondial Relay account
 * (not a carrier of the settings form): only the operator's account drives it.
 */
export const mondialrelayCarrier: TLiveCarrier = {
  carrier_code: MONDIALRELAY,
  carrier_name: "Mondial Relay",
  credential_fields: ["account_number", "key"],
  default_base_url: "https://api.mondialrelay.com",
  create: createConnector,
  async testCredentials(options, ctx) {
    const timeout = options.timeouts?.auth ?? DEFAULT_TIMEOUTS.auth;
    await checkMondialRelayAccount(toAccount(options), ctx, timeout);
  },
};
