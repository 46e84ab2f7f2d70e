import type { TLiveCarrier } from "../live-carrier.ts";
import { createDhlClient } from "./client.ts";
import { rateWithDhl } from "./rate.ts";
import { findDhlServicePoint, findDhlServicePoints } from "./service-points.ts";
import { shipWithDhl } from "./ship.ts";
import { findDhlShipment, trackWithDhl } from "./track.ts";

/**
 * DHL Express through the MyDHL API (REST, JSON, basic auth): rates, shipments with their label
 * (PDF or ZPL) and courier pickup, tracking, the lookup of a shipment by our reference, and the
 * DHL Express Service Points where shipments are dropped off.
 * docs/carriers/dhl.md maps the settings form's fields to the API's and lists what is left out.
 */
export const dhlCarrier: TLiveCarrier = {
  carrier_code: "DHL",
  carrier_name: "DHL",
  credential_carrier: "dhl",
  credential_fields: ["site_id", "password", "account_number", "import_account_number", "country"],
  default_base_url: "https://express.api.dhl.com/mydhlapi",
  create(options) {
    const client = createDhlClient(options);
    return {
      rate: (request, ctx) => rateWithDhl(client, request, ctx),
      createShipment: (request, ctx) => shipWithDhl(client, request, ctx),
      findShipment: (request, ctx) => findDhlShipment(client, request.customer_reference, ctx),
      track: (request, ctx) => trackWithDhl(client, request.tracking_number, ctx),
      dropOffLocations: (request, ctx) => findDhlServicePoints(client, request, ctx),
      dropOffLocation: (request, ctx) => findDhlServicePoint(client, request.id, ctx),
    };
  },
  async testCredentials(options, ctx) {
    // Checking where DHL picks up in the account's country needs valid API credentials and
    // nothing else: no shipment, no price. The account number itself is checked by the first rating.
    const client = createDhlClient(options);
    const country = options.credentials.country?.trim().toUpperCase() || "FR";
    await client.validateAddress({ type: "pickup", countryCode: country }, ctx);
  },
};
