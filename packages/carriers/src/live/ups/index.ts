import type { TLiveCarrier } from "../live-carrier.ts";
import { getUpsToken } from "./ups-client.ts";
import { findUpsAccessPoint, findUpsAccessPoints } from "./ups-locator.ts";
import { rateWithUps } from "./ups-rate.ts";
import { cancelUpsShipment, createUpsShipment, findUpsShipment } from "./ups-shipping.ts";
import { trackWithUps } from "./ups-tracking.ts";

/**
 * UPS's REST APIs (developer.ups.com): OAuth client credentials, Rating (Shop, and Rate for the
 * Access Point offer), Shipping (ship, void, label recovery), Tracking and Locator (Access
 * Points). docs/carriers/ups.md maps the settings form's fields to UPS's parameters and lists the
 * error codes.
 */
export const upsCarrier: TLiveCarrier = {
  carrier_code: "UPS",
  carrier_name: "UPS",
  credential_carrier: "ups",
  credential_fields: [
    "username",
    "password",
    "licence_number",
    "account_number",
    "country",
    "postcode",
    "city",
  ],
  default_base_url: "https://onlinetools.ups.com",
  create(options) {
    return {
      rate: (request, ctx) => rateWithUps(options, request, ctx),
      createShipment: (request, ctx) => createUpsShipment(options, request, ctx),
      cancel: (request, ctx) => cancelUpsShipment(options, request, ctx),
      findShipment: (request, ctx) => findUpsShipment(options, request, ctx),
      track: (request, ctx) => trackWithUps(options, request, ctx),
      dropOffLocations: (request, ctx) => findUpsAccessPoints(options, request, ctx),
      dropOffLocation: (request, ctx) => findUpsAccessPoint(options, request, ctx),
    };
  },
  /** The token request is UPS's cheapest authenticated call: it checks the client id and secret. */
  async testCredentials(options, ctx) {
    await getUpsToken(options, ctx);
  },
};
