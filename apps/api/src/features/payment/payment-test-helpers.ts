import { randomBytes } from "node:crypto";
import {
  paymentEndpoint,
  redirectPaymentEndpoint,
  sandboxNotificationEndpoint,
  type TOffer,
} from "@ship/contracts";
import { expect } from "vitest";
import { API_PREFIX } from "../../app.ts";
import { call } from "../../testing/call.ts";
import {
  MARSEILLE,
  offerWhere,
  PARIS,
  pickupAndDropoff,
  rate,
  orderReadyToPay as readyToPay,
  shippingInfo,
  type TOrder,
  type TTestApp,
  updateShipment,
} from "../../testing/journey.ts";
import { sessionCookieOf } from "../../testing/test-app.ts";
import { createCreditRepository } from "../credit/credit-repository.ts";
import { topUpCredit } from "../credit/credit-service.ts";
import { hashPassword } from "../session/password.ts";
import { SIGNATURE_HEADER, signNotification } from "./notification-signature.ts";

/** What integration tests of payment, credit and refunds share: an order ready to pay, users, credit. */

export type { TOrder, TTestApp };

/** A rated offer of the sandbox carriers, as POST /offers lists it. */
export type TRatedOffer = TOffer;

/** Rate Paris -> Marseille (opening a visitor session without a cookie) and pick an offer with pickup and drop-off. */
export async function rateParisMarseille(t: TTestApp, cookie?: string) {
  const rated = await rate(t, { cookie });
  return { ...rated, offer: offerWhere(rated, pickupAndDropoff) };
}

/** Rate, choose an offer with pickup and drop-off and fill in step 3: an order ready to pay. */
export function orderReadyToPay(t: TTestApp, cookie?: string): Promise<TOrder> {
  return readyToPay(t, { cookie, offer: pickupAndDropoff });
}

/** POST /update-shipment with the usual order page and `extra` fields: answers the chosen offer. */
export async function fillShippingInfo(
  t: TTestApp,
  order: { cookie: string; shipment_id: string; order_id: string; offer_id: string },
  extra: Record<string, unknown> = {},
) {
  const updated = await updateShipment(t, order, order.offer_id, shippingInfo(PARIS, MARSEILLE, extra));
  return updated.success().order.offer;
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

/** Makes `child` a registered, accepted sub-account of `parent` (decision 012), named `fullname`. */
export async function linkSubAccount(
  t: TTestApp,
  parent: { id: number },
  child: { id: number; email: string },
  fullname: string,
) {
  await t.db
    .insertInto("sub_accounts")
    .values({
      parent_user_id: parent.id,
      user_id: child.id,
      email: child.email,
      fullname,
      company: "",
      city: "Lyon",
      status: 1,
    })
    .execute();
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
  return call(t, paymentEndpoint, { body: refOf(order) }, { cookie, lang: "en" });
}

export function redirect(t: TTestApp, order: TOrder, cookie: string = order.cookie) {
  const body = { ...refOf(order), origin_lang: "en" as const };
  return call(t, redirectPaymentEndpoint, { body }, { cookie, lang: "en" });
}

/**
 * The sandbox's signed notification for the transaction, as the card page sends it: the exact
 * bytes it signed, sent as they are (not through `call`).
 */
export function notifySandbox(
  t: TTestApp,
  secret: string,
  body: { event_id: string; transaction_id: string; outcome: string; amount: number; currency: string },
) {
  const rawBody = JSON.stringify(body);
  return t.app.inject({
    method: sandboxNotificationEndpoint.method,
    url: `${API_PREFIX}${sandboxNotificationEndpoint.path}`,
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
