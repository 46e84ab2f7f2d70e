import type {
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
  TAnyEndpoint,
  TEndpointRoute,
  updateShipmentEndpoint,
  voucherCheckEndpoint,
} from "@ship/contracts";

function route<E extends TAnyEndpoint>(method: E["method"], path: string): TEndpointRoute<E> {
  return Object.freeze({ method, path });
}

/**
 * The endpoints the home, offers and order pages call, by method and path (decisions 065 and 068).
 * Their descriptors hold their zod schemas, and importing one evaluates zod and the contracts'
 * schemas with the page (17 ms of a phone's main thread, in one task) although the browser never
 * runs them: the client sends the input as it is and reads the answer by its type.
 * `api-routes.test.ts` keeps each route equal to its descriptor; the types are the descriptors' own.
 */
export const API_ROUTES = {
  cities: route<typeof citiesEndpoint>("GET", "/cities"),
  clientSearch: route<typeof clientSearchEndpoint>("POST", "/client-search"),
  countries: route<typeof countriesEndpoint>("GET", "/countries"),
  countryStates: route<typeof countryStatesEndpoint>("GET", "/countries/states/:country_id"),
  faq: route<typeof faqEndpoint>("POST", "/faq"),
  offers: route<typeof offersEndpoint>("POST", "/offers"),
  offerSelect: route<typeof offerSelectEndpoint>("POST", "/offer/select"),
  preorderOffer: route<typeof preorderOfferEndpoint>("POST", "/pre-order/offer/:id"),
  rate: route<typeof rateEndpoint>("POST", "/rate"),
  sessionCreate: route<typeof sessionCreateEndpoint>("POST", "/session"),
  settingsShipment: route<typeof settingsShipmentEndpoint>("POST", "/settings/shipment/:id"),
  settingsUser: route<typeof settingsUserEndpoint>("POST", "/settings/user/:token"),
  shipToContactOffer: route<typeof shipToContactOfferEndpoint>("POST", "/ship-to-contact/offer/:id"),
  updateShipment: route<typeof updateShipmentEndpoint>("POST", "/update-shipment"),
  voucherCheck: route<typeof voucherCheckEndpoint>("POST", "/voucher/check"),
} as const;
