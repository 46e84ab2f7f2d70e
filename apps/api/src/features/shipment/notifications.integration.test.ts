import { randomBytes } from "node:crypto";
import {
  settingsUpdateShipmentEndpoint,
  type TShipmentDefaults,
  trackShipmentEndpoint,
} from "@ship/contracts";
import { LANGUAGE_IDS, type TLang } from "@ship/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "../../testing/call.ts";
import { BERLIN, party, shippingInfo, updateShipment } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser, type TTestApp } from "../payment/payment-test-helpers.ts";
import { confirmOrder, MARSEILLE, orderReadyToPay, PARIS } from "./shipment-test-helpers.ts";

/**
 * Decision 051: the shipment defaults' notification flags send the recipient's notice when the
 * shipment is made, and the sender's tracking e-mails and delivery confirmation as tracking moves,
 * each once, written with the change (the outbox), in the reader's language.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueEmail = (who: string) => `${who}-${randomBytes(4).toString("hex")}@example.com`;

const mailsTo = (email: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["subject", "text", "dedupe_key"])
    .where(sql<string>`lower(recipient)`, "=", email.toLowerCase())
    .orderBy("id")
    .execute();

type TAccount = Awaited<ReturnType<typeof loggedInUser>>;

/** A professional account in `lang` whose shipment defaults are `defaults`, saved through the settings API. */
async function accountWith(defaults: TShipmentDefaults, lang: TLang = "en"): Promise<TAccount> {
  const account = await loggedInUser(t, { pro: 1 });
  await t.db.updateTable("users").set({ lang_id: LANGUAGE_IDS[lang] }).where("id", "=", account.id).execute();
  const saved = await call(
    t,
    settingsUpdateShipmentEndpoint,
    { params: { id: account.id }, body: { shipment_defaults: defaults } },
    { cookie: account.cookie, lang: "en" },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return account;
}

/**
 * A shipment of `account` from Paris to `to`, ordered (pay later) in `orderLang`; the addresses'
 * e-mails given, and the order page's other fields in `info`.
 */
async function ship(
  account: TAccount,
  emails: { from: string; to: string },
  to = MARSEILLE,
  orderLang = "en",
  info: Record<string, unknown> = {},
) {
  const order = await orderReadyToPay(t, {
    cookie: account.cookie,
    to,
    shippingInfo: {
      ship_from: party(PARIS, { email: emails.from }),
      ship_to: party(to, { name: "José Muñoz", email: emails.to }),
      ...info,
    },
  });
  const confirmed = await confirmOrder(t, order, account.cookie, orderLang, { payLater: true });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.success().shipment;
}

describe("the recipient's notice (notification_recipient)", () => {
  it("on: the recipient hears who sends what, with which carrier and how to follow it, in their country's language, once", async () => {
    const account = await accountWith({ notification_recipient: 1 });
    const emails = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    const shipment = await ship(account, emails);
    const [notice, ...more] = await mailsTo(emails.to);
    expect(more).toEqual([]);
    // Marseille is in France: French, whatever language the order was placed in.
    expect(notice?.subject).toBe("Camille Martin (Paris) vous envoie un colis");
    expect(notice?.dedupe_key).toBe(`recipient-notification:${shipment.id}`);
    expect(notice?.text).toContain(shipment.carrier_name);
    expect(notice?.text).toContain(shipment.tracking_numbers[0]);
    expect(notice?.text).toContain(`Suivez votre colis\u00a0: `);
    expect(notice?.text).toContain(`/#/fr/shipment-tracking/${shipment.id}`);
    // No price: the recipient is not the one who paid.
    expect(notice?.text).not.toMatch(/€|EUR|Total|\d+,\d\d/);
    // The sender's address is no account's: it gets nothing (the confirmation goes to the account).
    expect(await mailsTo(emails.from)).toEqual([]);
  });

  it("a recipient in a country of none of our languages reads the order's language", async () => {
    const account = await accountWith({ notification_recipient: 1 });
    const emails = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    await ship(account, emails, BERLIN, "es");
    expect((await mailsTo(emails.to)).map((mail) => mail.subject)).toEqual([
      "Camille Martin (Paris) le envía un paquete",
    ]);
  });

  it("the order's own notification_recipient wins over the account's default, both ways", async () => {
    const on = await accountWith({ notification_recipient: 1 });
    const quiet = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    await ship(on, quiet, MARSEILLE, "en", { notification_recipient: 0 });
    expect(await mailsTo(quiet.to)).toEqual([]);

    const off = await accountWith({ notification_recipient: 0 });
    const told = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    await ship(off, told, MARSEILLE, "en", { notification_recipient: 1 });
    expect((await mailsTo(told.to)).map((mail) => mail.subject)).toEqual([
      "Camille Martin (Paris) vous envoie un colis",
    ]);
  });

  it("refuses a notification_recipient that is not 0 or 1, and stores nothing", async () => {
    const account = await accountWith({});
    const order = await orderReadyToPay(t, { cookie: account.cookie });
    const refused = await updateShipment(
      t,
      { ...order, cookie: account.cookie },
      order.offer_id,
      shippingInfo(PARIS, MARSEILLE, { notification_recipient: 2 }),
      { lang: "fr" },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [expect.objectContaining({ field: "shipping_info.notification_recipient" })],
    });
    const stored = await t.db
      .selectFrom("order_shipping_info")
      .select("notification_recipient")
      .where("shipment_id", "=", order.shipment_id)
      .executeTakeFirstOrThrow();
    expect(stored.notification_recipient).toBeNull();
  });

  it("off: the recipient gets nothing", async () => {
    const account = await accountWith({ notification_recipient: 0, receive_notifications: 0 });
    const emails = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    await ship(account, emails);
    expect(await mailsTo(emails.to)).toEqual([]);
  });
});

/** Moves the clock over a week in two-hour steps, running `each` at every step. */
async function overTheWeek(each: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const start = Date.now();
    for (let hours = 0; hours <= 7 * 24; hours += 2) {
      vi.setSystemTime(new Date(start + hours * 3600_000));
      await each();
    }
  } finally {
    vi.useRealTimers();
  }
}

describe("the sender's tracking e-mails and the delivery confirmation", () => {
  it("every milestone once to the account and to the sender, in the account's language; delivered is confirmed once", async () => {
    const account = await accountWith(
      { receive_notifications: 1, receive_notifications_expediteur: 1, receive_delivery_confirmations: 1 },
      "es",
    );
    const emails = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    const shipment = await ship(account, emails);
    const params = { id: shipment.id };
    // The refresh twice and a tracking read at every step: each move is written once.
    await overTheWeek(async () => {
      await t.ctx.shipments.refreshTracking();
      await t.ctx.shipments.refreshTracking();
      expect((await call(t, trackShipmentEndpoint, { params }, { lang: "fr" })).statusCode).toBe(200);
    });
    const number = shipment.tracking_numbers[0];
    expect((await mailsTo(emails.from)).map((mail) => mail.subject)).toEqual([
      `Envío ${number}: recogido por el transportista`,
      `Envío ${number}: en tránsito`,
      `Envío ${number}: entregado`,
    ]);
    const toAccount = await mailsTo(account.email);
    expect(toAccount.map((mail) => mail.subject)).toEqual([
      `Your shipment ${number} is confirmed`,
      `Envío ${number}: recogido por el transportista`,
      `Envío ${number}: en tránsito`,
      // Delivered: the confirmation rather than a second e-mail of the same news.
      `Confirmación de entrega: envío ${number}`,
    ]);
    const confirmation = toAccount.at(-1);
    expect(confirmation?.dedupe_key).toBe(`delivery-confirmation:${shipment.id}`);
    expect(confirmation?.text).toContain("José Muñoz, Marseille");
    expect(confirmation?.text).toContain(`/#/es/shipment-tracking/${shipment.id}`);
    expect(await mailsTo(emails.to)).toEqual([]);
  });

  it("delivery confirmations only: one e-mail when the parcel is delivered, none for the moves before", async () => {
    const account = await accountWith({ receive_delivery_confirmations: 1 }, "fr");
    const emails = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    const shipment = await ship(account, emails);
    await overTheWeek(async () => {
      await t.ctx.shipments.refreshTracking();
    });
    expect((await mailsTo(account.email)).map((mail) => mail.subject)).toEqual([
      `Your shipment ${shipment.tracking_numbers[0]} is confirmed`,
      `Confirmation de livraison\u00a0: envoi ${shipment.tracking_numbers[0]}`,
    ]);
    expect(await mailsTo(emails.from)).toEqual([]);
  });

  it("flags off: tracking moves the shipment on and mails nobody", async () => {
    const account = await accountWith({ receive_notifications: 0, receive_delivery_confirmations: 0 });
    const emails = { from: uniqueEmail("sender"), to: uniqueEmail("recipient") };
    const shipment = await ship(account, emails);
    await overTheWeek(async () => {
      await call(t, trackShipmentEndpoint, { params: { id: shipment.id } }, { lang: "en" });
    });
    const stored = await t.db
      .selectFrom("shipments")
      .select(["status", "tracking_milestone"])
      .where("id", "=", shipment.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "Delivered", tracking_milestone: "delivered" });
    expect((await mailsTo(account.email)).map((mail) => mail.subject)).toEqual([
      `Your shipment ${shipment.tracking_numbers[0]} is confirmed`,
    ]);
    expect(await mailsTo(emails.from)).toEqual([]);
    expect(await mailsTo(emails.to)).toEqual([]);
  });
});
