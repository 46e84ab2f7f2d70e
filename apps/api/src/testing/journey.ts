import {
  dropOffLocationEndpoint,
  offerSelectEndpoint,
  offersEndpoint,
  rateEndpoint,
  type TOffer,
  type TShipmentInput,
  type TShippingInfoInput,
  updateShipmentEndpoint,
} from "@ship/contracts";
import { addDaysToIsoDate } from "@ship/domain";
import { call } from "./call.ts";
import { type createTestApp, sessionCookieOf } from "./test-app.ts";

/**
 * The visitor's journey as the web app makes it, for the API's integration tests: rate, read the
 * offers, choose one, fill in the order page (spec §2 to §5). One copy, so a test states only
 * what it changes: the route, the offer it wants, a field of the order page.
 */

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The carriers' "today" is the operator's (Europe/Paris); orders are collected in two days. */
export const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
export const IN_TWO_DAYS = addDaysToIsoDate(TODAY, 2);

/** One end of a route: a town as the quote form sends it, and the phone the order page adds. */
export type TEnd = { country_code: string; postcode: string; city: string; phone: string };
export const PARIS: TEnd = {
  country_code: "FR",
  postcode: "75011",
  city: "Paris",
  phone: "+33 6 12 34 56 78",
};
export const MARSEILLE: TEnd = {
  country_code: "FR",
  postcode: "13001",
  city: "Marseille",
  phone: "+33 6 98 76 54 32",
};
export const LYON: TEnd = { country_code: "FR", postcode: "69003", city: "Lyon", phone: "+33 6 11 22 33 44" };
export const NEW_YORK: TEnd = {
  country_code: "US",
  postcode: "10001",
  city: "New York City",
  phone: "+1 212 555 0142",
};
export const BERLIN: TEnd = {
  country_code: "DE",
  postcode: "10115",
  city: "Berlin",
  phone: "+49 30 1234567",
};

/** A rating as the offers screen holds it: the session that made it and its offers. */
export type TRated = { cookie: string; shipment_id: string; order_id: string; offers: TOffer[] };

type TRateOptions = {
  from?: TEnd;
  to?: TEnd;
  /** The recipient is a business (spec §2 'pro'). */
  toPro?: 0 | 1;
  weight?: number;
  /** A logged-in user's or a known visitor's session; without it, POST /rate opens one. */
  cookie?: string;
};

/** The quote form's shipment (spec §2): one parcel of 2 kg 30x20x10 by default, in two days. */
export function quote(options: TRateOptions = {}): TShipmentInput {
  const from = options.from ?? PARIS;
  const to = options.to ?? MARSEILLE;
  // A town abroad may be quoted by its name only (no postcode in the offline list).
  const place = (end: TEnd) => (end.postcode ? `${end.postcode}, ${end.city}` : end.city);
  return {
    ship_from: { country_code: from.country_code, address: place(from) },
    ship_to: { country_code: to.country_code, address: place(to), pro: options.toPro ?? 0 },
    parcels: [{ number: 1, weight: options.weight ?? 2, x: 30, y: 20, z: 10 }],
    unit: "fr",
    shipment_date: IN_TWO_DAYS,
    shipment_type: 2,
  };
}

/** POST /rate then POST /offers, as a new visitor unless `cookie` is given. */
export async function rate(t: TTestApp, options: TRateOptions = {}): Promise<TRated> {
  const body = { shipment: quote(options) };
  const rated = await call(t, rateEndpoint, { body }, { cookie: options.cookie ?? null, lang: "en" });
  const { shipment_id, order_id } = rated.success();
  const cookie = options.cookie ?? sessionCookieOf(rated);
  if (!cookie) throw new Error("POST /rate opened no session");
  const offers = await call(t, offersEndpoint, { body: { shipment_id, order_id } }, { cookie, lang: "en" });
  return { cookie, shipment_id, order_id, offers: offers.success().offers };
}

/** Offers the tests ask for by what they allow. */
export const pickupAndDropoff = (offer: TOffer) => offer.allow_pickup === 1 && offer.allow_dropoff === 1;
/** Delivered to the door: a relay-point offer would also ask for its dropoff_to. */
export const toTheDoor = (offer: TOffer) => offer.delivery_to_collection_point === 0;
export const doorPickup = (offer: TOffer) => offer.allow_pickup === 1 && toTheDoor(offer);
export const dropoffOnly = (offer: TOffer) =>
  offer.allow_pickup === 0 && offer.allow_dropoff === 1 && toTheDoor(offer);
export const toARelayPoint = (offer: TOffer) => offer.delivery_to_collection_point === 1;
export const ofCarrier =
  (carrier: string, predicate: (offer: TOffer) => boolean = () => true) =>
  (offer: TOffer) =>
    offer.carrier_code === carrier && predicate(offer);

/** The first offer the predicate accepts; the sandbox sheets are expected to have one. */
export function offerWhere(rated: TRated, predicate: (offer: TOffer) => boolean): TOffer {
  const offer = rated.offers.find(predicate);
  if (!offer) throw new Error("the sandbox carriers offer no such service on this route");
  return offer;
}

/** POST /offer/select. `cookie` null: a caller without a session. */
export function selectOffer(
  t: TTestApp,
  rated: TRated,
  offerId: string,
  cookie: string | null = rated.cookie,
) {
  const body = {
    shipment_id: rated.shipment_id,
    order_id: rated.order_id,
    offer_id: offerId,
    origin: "order-offer",
  };
  return call(t, offerSelectEndpoint, { body }, { cookie, lang: "en" });
}

/** A sender or recipient block of the order page. */
export function party(end: TEnd, overrides: Record<string, unknown> = {}) {
  return {
    company: "",
    name: "Camille Martin",
    phone: end.phone,
    email: "camille@example.com",
    address1: "12 rue de la Roquette",
    postcode: end.postcode,
    city: end.city,
    ...overrides,
  };
}

/** The order page filled in (spec §5): a gift of books worth 150 EUR, picked up, PDF label. */
export function shippingInfo(
  from: TEnd = PARIS,
  to: TEnd = MARSEILLE,
  overrides: Record<string, unknown> = {},
) {
  return {
    ship_from: party(from),
    ship_to: party(to, { name: "José Muñoz" }),
    reason: "gift",
    content: "Books",
    value: "150",
    currency: "EUR",
    insurance: 0,
    shipping_method: "pickup",
    shipment_date: IN_TWO_DAYS,
    ready_time: "09:00",
    close_time: "18:00",
    label_format: "PDF",
    hazardous: 1,
    terms: 1,
    ...overrides,
  };
}

/**
 * POST /update-shipment. `cookie` null: a caller without a session. `info` is what a test types on
 * the order page, refused fields included: the API checks it, not the compiler.
 */
export function updateShipment(
  t: TTestApp,
  rated: Pick<TRated, "cookie" | "shipment_id" | "order_id">,
  offerId: string,
  info: Record<string, unknown>,
  options: { cookie?: string | null; lang?: string; headers?: Record<string, string> } = {},
) {
  const cookie = options.cookie === undefined ? rated.cookie : options.cookie;
  const body = {
    shipment_id: rated.shipment_id,
    order_id: rated.order_id,
    offer_id: offerId,
    shipping_info: info as TShippingInfoInput,
  };
  return call(
    t,
    updateShipmentEndpoint,
    { body },
    { cookie, lang: options.lang ?? "en", headers: options.headers },
  );
}

/** An order ready to pay: its session, its keys and the price the payment screen shows. */
export type TOrder = {
  cookie: string;
  shipment_id: string;
  order_id: string;
  offer_id: string;
  price_ti: number;
  currency: TOffer["currency"];
};

type TOrderOptions = TRateOptions & {
  /** The offer to choose; a door delivery picked up at the sender's by default. */
  offer?: (offer: TOffer) => boolean;
  labelFormat?: "PDF" | "ZPL";
  voucher?: string;
  /** Other fields of the order page (reason, value, passport_number ...). */
  shippingInfo?: Record<string, unknown>;
  /** Customs goods rows (required from outside Europe into Europe). */
  duties?: { desc: string; country: string; qty: number; unit_price: string; currency: "EUR" | "USD" }[];
};

/** Rate, choose an offer and fill in the order page, as the web app does: an order ready to pay. */
export async function orderReadyToPay(t: TTestApp, options: TOrderOptions = {}): Promise<TOrder> {
  const from = options.from ?? PARIS;
  const to = options.to ?? MARSEILLE;
  const rated = await rate(t, options);
  const offer = offerWhere(rated, options.offer ?? doorPickup);
  (await selectOffer(t, rated, offer.offer_id)).success();
  let dropoffTo: string | undefined;
  if (offer.delivery_to_collection_point === 1) {
    const body = { shipment_id: rated.shipment_id, order_id: rated.order_id, postcode: to.postcode };
    const points = (
      await call(t, dropOffLocationEndpoint, { body }, { cookie: rated.cookie, lang: "en" })
    ).success();
    dropoffTo = points.success ? points.addresses[0]?.id : undefined;
  }
  const updated = await updateShipment(
    t,
    rated,
    offer.offer_id,
    shippingInfo(from, to, {
      shipping_method: offer.allow_pickup === 1 ? "pickup" : "dropoff",
      label_format: options.labelFormat ?? "PDF",
      ...(options.duties ? { duties: options.duties } : {}),
      ...(options.voucher ? { voucher: options.voucher } : {}),
      ...options.shippingInfo,
      ...(dropoffTo ? { dropoff_to: dropoffTo } : {}),
    }),
  );
  const chosen = updated.success().order.offer;
  return {
    cookie: rated.cookie,
    shipment_id: rated.shipment_id,
    order_id: rated.order_id,
    offer_id: chosen.offer_id,
    price_ti: chosen.price_ti,
    currency: chosen.currency,
  };
}
