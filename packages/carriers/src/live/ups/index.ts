import type { TLiveCarrier } from "../live-carrier.ts";
import { getUpsToken } from "./ups-client.ts";
import { rateWithUps } from "./ups-rate.ts";
import { cancelUpsShipment, createUpsShipment, findUpsShipment } from "./ups-shipping.ts";
import { trackWithUps } from "./ups-tracking.ts";

/**
 * UPS's REST APIs (developer.ups.com): OAuth client credentials, Rating (Shop), Shipping (ship,
 * void, label recovery) and Tracking. docs/carriers/ups.md maps the settings form's fields to
 * UPS's parameters and lists the error codes.
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
    };
  },
  /** The token request is UPS's cheapest authenticated call: it checks the client id and secret. */
  async testCredentials(options, ctx) {
    await getUpsToken(options, ctx);
  },
};
