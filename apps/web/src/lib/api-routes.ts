import type {
  countriesEndpoint,
  countryStatesEndpoint,
  faqEndpoint,
  offerSelectEndpoint,
  offersEndpoint,
  preorderOfferEndpoint,
  rateEndpoint,
  sessionCreateEndpoint,
  shipToContactOfferEndpoint,
  TAnyEndpoint,
  TEndpointRoute,
} from "@ship/contracts";

function route<E extends TAnyEndpoint>(method: E["method"], path: string): TEndpointRoute<E> {
  return Object.freeze({ method, path });
}

/**
 * The endpoints the offers page calls, by method and path (decision 065). Their descriptors hold
 * their zod schemas, and importing one evaluates zod and the contracts' schemas with the page (17
 * ms of a phone's main thread, in one task) although the browser never runs them: the client
 * sends the input as it is and reads the answer by its type. `api-routes.test.ts` keeps each route
 * equal to its descriptor; the types are the descriptors' own.
 */
export const API_ROUTES = {
  countries: route<typeof countriesEndpoint>("GET", "/countries"),
  countryStates: route<typeof countryStatesEndpoint>("GET", "/countries/states/:country_id"),
  faq: route<typeof faqEndpoint>("POST", "/faq"),
  offers: route<typeof offersEndpoint>("POST", "/offers"),
  offerSelect: route<typeof offerSelectEndpoint>("POST", "/offer/select"),
  preorderOffer: route<typeof preorderOfferEndpoint>("POST", "/pre-order/offer/:id"),
  rate: route<typeof rateEndpoint>("POST", "/rate"),
  sessionCreate: route<typeof sessionCreateEndpoint>("POST", "/session"),
  shipToContactOffer: route<typeof shipToContactOfferEndpoint>("POST", "/ship-to-contact/offer/:id"),
} as const;
