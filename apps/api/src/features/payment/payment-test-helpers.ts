import { randomBytes } from "node:crypto";
import { addDaysToIsoDate } from "@ship/domain";
import { expect } from "vitest";
import { type createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { createCreditRepository } from "../credit/credit-repository.ts";
import { topUpCredit } from "../credit/credit-service.ts";
import { hashPassword } from "../session/password.ts";
import { SIGNATURE_HEADER, signNotification } from "./notification-signature.ts";

/** What integration tests of payment, credit and refunds share: an order ready to pay, users, credit. */

export type TTestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TOrder = {
  cookie: string;
  shipment_id: string;
  order_id: string;
  offer_id: string;
  price_ti: number;
  currency: string;
};

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const inTwoDays = addDaysToIsoDate(today, 2);

const address = (postcode: string, city: string) => ({
  company: "",
  name: "Camille Martin",
  phone: "+33 6 12 34 56 78",
  email: "camille@example.com",
  address1: "12 rue de la Roquette",
  postcode,
  city,
});

/** The quote every order test makes: one 2 kg parcel, Paris 75011 -> Marseille 13001, in two days. */
export const PARIS_MARSEILLE = {
  ship_from: { country_code: "FR", address: "75011, Paris" },
  ship_to: { country_code: "FR", address: "13001, Marseille", pro: 0 },
  parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
  unit: "fr",
  shipment_date: inTwoDays,
  shipment_type: 2,
};

/** Step 3 of that order (spec §5), as the web app fills it: pickup, a gift of books worth 150. */
export const shippingInfoParisMarseille = (extra: Record<string, unknown> = {}) => ({
  ship_from: address("75011", "Paris"),
  ship_to: address("13001", "Marseille"),
  reason: "gift",
  content: "Books",
  value: "150",
  currency: "EUR",
  insurance: 0,
  shipping_method: "pickup",
  shipment_date: inTwoDays,
  ready_time: "09:00",
  close_time: "18:00",
  label_format: "PDF",
  hazardous: 1,
  terms: 1,
  ...extra,
});

/** A rated offer of the sandbox carriers, as POST /offers lists it. */
export type TRatedOffer = {
  offer_id: string;
  allow_pickup: 0 | 1;
  allow_dropoff: 0 | 1;
  price_ti: number;
  currency: string;
};

/** Rate Paris -> Marseille (opening a visitor session without a cookie) and pick an offer with pickup and drop-off. */
export async function rateParisMarseille(t: TTestApp, cookie?: string) {
  const rated = await t.app.inject({
    method: "POST",
    url: "/api/v4/rate?lang=en",
    payload: { shipment: PARIS_MARSEILLE },
    ...(cookie ? { cookies: { PHPSESSID: cookie } } : {}),
  });
  expect(rated.statusCode).toBe(200);
  const session = cookie ?? sessionCookieOf(rated);
  if (!session) throw new Error("POST /rate opened no session");
  const { shipment_id, order_id } = rated.json();
  const offers = await t.app.inject({
    method: "POST",
    url: "/api/v4/offers?lang=en",
    payload: { shipment_id, order_id },
    cookies: { PHPSESSID: session },
  });
  expect(offers.statusCode).toBe(200);
  const offer = (offers.json().offers as TRatedOffer[]).find(
    (o) => o.allow_pickup === 1 && o.allow_dropoff === 1,
  );
  if (!offer) throw new Error("the sandbox carriers no longer offer pickup and drop-off Paris -> Marseille");
  return { cookie: session, shipment_id: shipment_id as string, order_id: order_id as string, offer };
}

/** Rate, choose an offer and fill in step 3, as the web app does: an order ready to pay. */
export async function orderReadyToPay(t: TTestApp, cookie?: string): Promise<TOrder> {
  const rated = await rateParisMarseille(t, cookie);
  const key = { shipment_id: rated.shipment_id, order_id: rated.order_id, offer_id: rated.offer.offer_id };
  const selected = await t.app.inject({
    method: "POST",
    url: "/api/v4/offer/select?lang=en",
    payload: { ...key, origin: "order-offer" },
    cookies: { PHPSESSID: rated.cookie },
  });
  expect(selected.statusCode).toBe(200);
  const chosen = await fillShippingInfo(t, { cookie: rated.cookie, ...key });
  return {
    cookie: rated.cookie,
    ...key,
    offer_id: chosen.offer_id,
    price_ti: chosen.price_ti,
    currency: chosen.currency,
  };
}

export async function fillShippingInfo(
  t: TTestApp,
  order: { cookie: string; shipment_id: string; order_id: string; offer_id: string },
  extra: Record<string, unknown> = {},
) {
  const updated = await t.app.inject({
    method: "POST",
    url: "/api/v4/update-shipment?lang=en",
    payload: {
      shipment_id: order.shipment_id,
      order_id: order.order_id,
      offer_id: order.offer_id,
      shipping_info: shippingInfoParisMarseille(extra),
    },
    cookies: { PHPSESSID: order.cookie },
  });
  expect(updated.statusCode).toBe(200);
  return updated.json().order.offer as { offer_id: string; price_ti: number; currency: string };
}

export const refOf = (order: TOrder) => ({ shipment_id: order.shipment_id, order_id: order.order_id });

/** A new active account (personal or professional), logged in: its id and session cookie. */
export async function loggedInUser(t: TTestApp, options: { pro?: 0 | 1 } = {}) {
  const email = `user-${randomBytes(6).toString("hex")}@example.com`;
  const password = "correct-horse-42";
  const user = await t.db
    .insertInto("users")
    .values({
      email,
      password_hash: await hashPassword(password),
      lastname: "Test",
      company: options.pro ? "Test SARL" : null,
      phone: "+33612345678",
      pro: options.pro ?? 0,
      status: "active",
      api_key: randomBytes(24).toString("base64url"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const login = await t.app.inject({
    method: "POST",
    url: "/api/v4/login?lang=en",
    payload: { login: email, password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieOf(login);
  if (!cookie) throw new Error("login set no session cookie");
  return { id: user.id, email, cookie };
}

export async function giveCredit(t: TTestApp, userId: number, cents: number) {
  return topUpCredit(createCreditRepository(t.db), {
    userId,
    cents,
    reference: `test-${randomBytes(6).toString("hex")}`,
  });
}

export async function balanceRow(t: TTestApp, userId: number) {
  const row = await t.db
    .selectFrom("credit_balances")
    .select("balance_cents")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.balance_cents ?? 0);
}

export async function ledgerSum(t: TTestApp, userId: number) {
  const rows = await t.db
    .selectFrom("credit_movements")
    .select("amount_cents")
    .where("user_id", "=", userId)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
}

export function paymentState(t: TTestApp, order: TOrder, cookie: string = order.cookie) {
  return t.app.inject({
    method: "POST",
    url: "/api/v4/payment?lang=en",
    payload: refOf(order),
    cookies: { PHPSESSID: cookie },
  });
}

export function redirect(t: TTestApp, order: TOrder, cookie: string = order.cookie) {
  return t.app.inject({
    method: "POST",
    url: "/api/v4/redirect_payment?lang=en",
    payload: { ...refOf(order), origin_lang: "en" },
    cookies: { PHPSESSID: cookie },
  });
}

/** The sandbox's signed notification for the transaction, as the card page sends it. */
export function notifySandbox(
  t: TTestApp,
  secret: string,
  body: { event_id: string; transaction_id: string; outcome: string; amount: number; currency: string },
) {
  const rawBody = JSON.stringify(body);
  return t.app.inject({
    method: "POST",
    url: "/api/v4/payment/notify/sandbox",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: signNotification(secret, rawBody, new Date()),
    },
    payload: rawBody,
  });
}

export async function liveTransaction(t: TTestApp, shipmentId: string) {
  return t.db
    .selectFrom("payment_transactions")
    .select(["id", "status", "amount_cents", "credit_cents", "currency"])
    .where("shipment_id", "=", shipmentId)
    .where("status", "in", ["pending", "paid"])
    .executeTakeFirstOrThrow();
}
