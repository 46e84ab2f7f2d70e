import {
  citiesEndpoint,
  clientSearchEndpoint,
  countriesEndpoint,
  countryStatesEndpoint,
  faqEndpoint,
  offerSelectEndpoint,
  offersEndpoint,
  preorderOfferEndpoint,
  rateEndpoint,
  sessionCreateEndpoint,
  settingsShipmentEndpoint,
  settingsUserEndpoint,
  shipToContactOfferEndpoint,
  type TAnyEndpoint,
  updateShipmentEndpoint,
  voucherCheckEndpoint,
} from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "./api-routes.ts";

// Each route the web app calls without its descriptor, beside the descriptor itself.
const DESCRIPTORS: Record<keyof typeof API_ROUTES, TAnyEndpoint> = {
  cities: citiesEndpoint,
  clientSearch: clientSearchEndpoint,
  countries: countriesEndpoint,
  countryStates: countryStatesEndpoint,
  faq: faqEndpoint,
  offers: offersEndpoint,
  offerSelect: offerSelectEndpoint,
  preorderOffer: preorderOfferEndpoint,
  rate: rateEndpoint,
  sessionCreate: sessionCreateEndpoint,
  settingsShipment: settingsShipmentEndpoint,
  settingsUser: settingsUserEndpoint,
  shipToContactOffer: shipToContactOfferEndpoint,
  updateShipment: updateShipmentEndpoint,
  voucherCheck: voucherCheckEndpoint,
};

describe("the API routes called without their descriptors", () => {
  it.each(Object.entries(DESCRIPTORS))("%s has its descriptor's method and path", (name, endpoint) => {
    const route = API_ROUTES[name as keyof typeof API_ROUTES];
    expect({ method: route.method, path: route.path }).toEqual({
      method: endpoint.method,
      path: endpoint.path,
    });
  });
});
