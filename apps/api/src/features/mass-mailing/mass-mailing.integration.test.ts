import { randomUUID } from "node:crypto";
import { loadRateSheets, loadSandboxConnectors, type TCarrierConnector } from "@ship/carriers";
import {
  massMailingDeleteEndpoint,
  massMailingLabelsEndpoint,
  massMailingPaymentEndpoint,
  massMailingRateEndpoint,
  massMailingReadEndpoint,
  massMailingShipEndpoint,
  paymentTransactionEndpoint,
  redirectPaymentEndpoint,
  shipmentLabelEndpoint,
  type TMassMailingRateBody,
} from "@ship/contracts";
import { contactDuplicateKey } from "@ship/domain";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { balanceRow, giveCredit, loggedInUser, notifySandbox } from "../payment/payment-test-helpers.ts";
import { shipmentFileKey } from "../shipment/shipment-files.ts";
import { insertContacts, settings } from "./mass-mailing-test-helpers.ts";

const NOTIFY_SECRET = "mass-mailing-test-notification-secret-0123456789";
/** The carrier refuses every shipment to this postcode (a refused recipient is not charged). */
const REFUSED_POSTCODE = "13001";

/** The sandbox carriers, except that creating a shipment to Marseille 13001 is refused. */
function refusingConnectors(): TCarrierConnector[] {
  return loadSandboxConnectors().map((connector) => {
    const create = connector.createShipment?.bind(connector);
    if (!create) return connector;
    return {
      ...connector,
      rate: connector.rate.bind(connector),
      createShipment: (request, context) =>
        request.ship_to.postcode === REFUSED_POSTCODE
          ? Promise.reject(new Error("refused by the carrier"))
          : create(request, context),
    } satisfies TCarrierConnector;
  });
}

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp(
    { PAYMENT_NOTIFY_SECRET: NOTIFY_SECRET },
    { carriers: { connectors: refusingConnectors(), timeZone: loadRateSheets().operator.time_zone } },
  );
});
afterAll(() => t.close());

type TUser = Awaited<ReturnType<typeof loggedInUser>>;

const rate = (user: TUser, body: TMassMailingRateBody) =>
  call(t, massMailingRateEndpoint, { body }, { cookie: user.cookie, lang: "en" });

/** A user with `count` contacts, rated: the mass mailing and the user. */
async function rated(count: number, options: { pro?: 0 | 1; first?: number } = {}) {
  const user = await loggedInUser(t, { pro: options.pro ?? 0 });
  const ids = await insertContacts(t, user.id, count, options.first ?? 1);
  const mailing = (await rate(user, { shipment: settings(), contact_ids: ids })).success().data;
  return { user, ids, mailing };
}

const read = (user: TUser, order: string) =>
  call(t, massMailingReadEndpoint, { params: { order } }, { cookie: user.cookie, lang: "en" });

const ship = (user: TUser, order: string, payment_method?: "credit" | "deferred") =>
  call(
    t,
    massMailingShipEndpoint,
    { body: { order, ...(payment_method ? { payment_method } : {}) } },
    { cookie: user.cookie, lang: "en" },
  );

const labels = (user: TUser, order: string, type: "pdf" | "zpl", format?: "A4" | "10x15") =>
  call(
    t,
    massMailingLabelsEndpoint,
    { params: { order }, query: { type, ...(format ? { format } : {}) } },
    { cookie: user.cookie },
  );

async function pageCount(body: Buffer) {
  return (await PDFDocument.load(body)).getPageCount();
}

describe("POST /mass-mailing/rate", () => {
  it("chooses an offer per recipient, priced in cents, and the totals of the kept ones", async () => {
    const { mailing } = await rated(3);
    expect(mailing.status).toBe("draft");
    expect(mailing.recipients.map((recipient) => recipient.row)).toEqual([1, 2, 3]);
    for (const recipient of mailing.recipients) {
      expect(recipient.offer?.price_ti).toBeGreaterThan(0);
      expect(Number.isInteger(recipient.offer?.price_ti)).toBe(true);
      expect(recipient.status).toBe("waiting");
      // Spec §5: 2.5 kg against 30 x 20 x 10 / 5000 = 1.2 kg.
      expect(recipient.billable_grams).toBe(2500);
    }
    const sum = mailing.recipients.reduce((total, recipient) => total + (recipient.offer?.price_ti ?? 0), 0);
    expect(mailing.totals).toMatchObject({ count: 3, price_ti: sum, currency: "EUR" });
  });

  it("on a brand that ships within one country, a recipient abroad gets that error, not an offer", async () => {
    const user = await loggedInUser(t);
    const [inFrance] = await insertContacts(t, user.id, 1);
    const germany = await t.db
      .selectFrom("countries")
      .select("id")
      .where("code", "=", "DE")
      .executeTakeFirstOrThrow();
    const berlin = {
      company: "",
      lastname: "Berlin",
      phone: "+49 30 123456",
      email: "b@example.com",
      address1: "1 Unter den Linden",
      postcode: "10115",
      city: "Berlin",
    };
    const abroad = await t.db
      .insertInto("contacts")
      .values({
        ...berlin,
        user_id: user.id,
        country_id: germany.id,
        duplicate_key: contactDuplicateKey(berlin),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const body = { shipment: settings(), contact_ids: [inFrance as number, abroad.id] };
    const restricted = await call(
      t,
      massMailingRateEndpoint,
      { body },
      { cookie: user.cookie, lang: "fr", headers: { host: "restricted.localhost" } },
    );
    const [home, away] = restricted.success().data.recipients;
    expect(home?.offer?.price_ti).toBeGreaterThan(0);
    expect(away?.offer).toBeNull();
    expect(away?.error).toEqual({
      code: "rating.abroad_not_offered",
      message:
        "Ce site n'expédie qu'à l'intérieur d'un pays\u00a0: choisissez pour le destinataire le pays de l'expéditeur.",
    });
    // The default brand ships abroad: the same list gets two offers.
    const both = (await rate(user, body)).success().data.recipients;
    expect(both.map((recipient) => recipient.offer === null)).toEqual([false, false]);
  });

  it("chooses the fastest offer when asked, else the cheapest", async () => {
    const user = await loggedInUser(t);
    const ids = await insertContacts(t, user.id, 1, 3);
    const cheapest = (await rate(user, { shipment: settings(), contact_ids: ids })).success().data;
    const fastest = (
      await rate(user, { shipment: settings({ priority: "fastest" }), contact_ids: ids })
    ).success().data;
    const [slow, quick] = [cheapest.recipients[0]?.offer, fastest.recipients[0]?.offer];
    expect(quick && slow && quick.transit_days <= slow.transit_days).toBe(true);
    expect(slow && quick && slow.price_ti <= quick.price_ti).toBe(true);
  });

  it("refuses spec §5's rules with a 400 naming the field, and stores nothing", async () => {
    const user = await loggedInUser(t);
    const ids = await insertContacts(t, user.id, 1);
    const none = await rate(user, { shipment: settings(), contact_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.failure().errors).toContainEqual(
      expect.objectContaining({ code: "mass_mailing.recipients_required", field: "shipment.recipients" }),
    );
    const long = await rate(user, {
      shipment: settings({
        parcels: [{ number: 1, weight: "2", x: 120, y: 10, z: 10 }],
        content: "",
        value: "1.234",
      }),
      contact_ids: ids,
    });
    expect(long.statusCode).toBe(400);
    expect(long.failure().errors.map((error) => [error.code, error.field])).toEqual([
      ["mass_mailing.length_too_long", "shipment.parcels.0.x"],
      ["mass_mailing.content_required", "shipment.content"],
      ["mass_mailing.value_invalid", "shipment.value"],
    ]);
    const stored = await t.db
      .selectFrom("mass_mailings")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("answers 404 for another user's contact, naming its place in the list, and 401 to a visitor", async () => {
    const owner = await loggedInUser(t);
    const [theirs = 0] = await insertContacts(t, owner.id, 1);
    const other = await loggedInUser(t);
    const mine = await insertContacts(t, other.id, 1);
    const response = await rate(other, { shipment: settings(), contact_ids: [...mine, theirs] });
    expect(response.statusCode).toBe(404);
    expect(response.failure().errors[0]).toMatchObject({ code: "not_found", field: "contact_ids.1" });
    const visitor = await call(t, massMailingRateEndpoint, {
      body: { shipment: settings(), contact_ids: mine },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("streams one progress line per recipient, then the answer (Accept: application/x-ndjson)", async () => {
    const user = await loggedInUser(t);
    const ids = await insertContacts(t, user.id, 4);
    const response = await call(
      t,
      massMailingRateEndpoint,
      { body: { shipment: settings(), contact_ids: ids } },
      { cookie: user.cookie, lang: "en", headers: { accept: "application/x-ndjson" } },
    );
    expect(response.headers["content-type"]).toContain("application/x-ndjson");
    const lines = response.body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.slice(0, 4)).toEqual([1, 2, 3, 4].map((done) => ({ progress: { done, total: 4 } })));
    expect(lines[4]).toMatchObject({ success: true, data: { totals: { count: 4 } } });
  });
});

describe("owner checks", () => {
  it("answers 404 to another user on every id of a mass mailing", async () => {
    const { mailing } = await rated(2);
    const other = await loggedInUser(t);
    const order = mailing.order;
    const recipient = mailing.recipients[0]?.id ?? "";
    const cookie = { cookie: other.cookie };
    const answers = await Promise.all([
      read(other, order),
      call(t, massMailingDeleteEndpoint, { body: { order, shipment: recipient } }, cookie),
      call(t, massMailingPaymentEndpoint, { body: { order } }, cookie),
      ship(other, order, "deferred"),
      labels(other, order, "pdf"),
      call(t, redirectPaymentEndpoint, { body: { type: "mass_shipment", order_id: order } }, cookie),
      rate(other, { shipment: settings(), order }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });

  it("answers 404 for a recipient of another mass mailing", async () => {
    const first = await rated(1);
    const second = await rated(1);
    const foreign = second.mailing.recipients[0]?.id ?? "";
    const response = await call(
      t,
      massMailingDeleteEndpoint,
      { body: { order: first.mailing.order, shipment: foreign } },
      { cookie: first.user.cookie },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("rate, delete, pay and ship", () => {
  it("by credit: removes one, debits the new total once, ships the others, labels as one PDF and ZPL", async () => {
    const { user, mailing } = await rated(3);
    const removed = mailing.recipients[1];
    const deleted = await call(
      t,
      massMailingDeleteEndpoint,
      { body: { order: mailing.order, shipment: removed?.id ?? "" } },
      { cookie: user.cookie },
    );
    const totals = deleted.success().totals;
    expect(totals.count).toBe(2);
    expect(totals.price_ti).toBe(mailing.totals.price_ti - (removed?.offer?.price_ti ?? 0));
    await giveCredit(t, user.id, totals.price_ti + 1000);
    const payment = (
      await call(t, massMailingPaymentEndpoint, { body: { order: mailing.order } }, { cookie: user.cookie })
    ).success().payment;
    expect(payment).toMatchObject({
      amount_total: totals.price_ti,
      credit_enough: true,
      deferred_payment: false,
    });

    const shipped = (await ship(user, mailing.order, "credit")).success().data;
    expect(shipped.status).toBe("paid");
    expect(shipped.payment_method).toBe("credit");
    // A second Confirm settles nothing more.
    await ship(user, mailing.order, "credit");
    expect(await balanceRow(t, user.id)).toBe(1000);
    await t.ctx.massMailing.jobs.runNow();

    const done = (await read(user, mailing.order)).success().data;
    expect(done.status).toBe("done");
    expect(done.counts).toEqual({ recipients: 3, shipped: 2, refused: 0, waiting: 0 });
    expect(done.recipients.map((recipient) => recipient.status)).toEqual(["shipped", "removed", "shipped"]);
    const pdf = await labels(user, mailing.order, "pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(await pageCount(pdf.rawPayload)).toBe(2);
    expect(await pageCount((await labels(user, mailing.order, "pdf", "A4")).rawPayload)).toBe(2);
    const zpl = await labels(user, mailing.order, "zpl");
    expect(zpl.body.match(/\^XA/g)).toHaveLength(2);
    const one = done.recipients[0]?.shipment_id ?? "";
    // Each recipient's label was kept when its shipment was made, and is served as kept (decision 052).
    const kept = await t.ctx.documents.get(`shipments/${one}/label-10x15.pdf`);
    const single = await call(
      t,
      shipmentLabelEndpoint,
      { params: { id: one }, query: {} },
      { cookie: user.cookie },
    );
    expect(await pageCount(single.rawPayload)).toBe(1);
    expect(kept && single.rawPayload.equals(kept)).toBe(true);

    const invoices = await t.db
      .selectFrom("invoices")
      .select(["payment_method", "total_ti_cents"])
      .where("user_id", "=", user.id)
      .execute();
    expect(invoices).toHaveLength(2);
    expect(invoices.every((invoice) => invoice.payment_method === "credit")).toBe(true);
    const mails = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", user.email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual(["Your mass mailing: 2 shipment(s) ready"]);
    // Once paid, it no longer changes.
    const late = await call(
      t,
      massMailingDeleteEndpoint,
      { body: { order: mailing.order, shipment: done.recipients[0]?.id ?? "" } },
      { cookie: user.cookie },
    );
    expect(late.statusCode).toBe(409);
  });

  it("by credit: refuses a balance too small, and a shipment not paid yet", async () => {
    const { user, mailing } = await rated(1);
    expect((await ship(user, mailing.order)).statusCode).toBe(402);
    const poor = await ship(user, mailing.order, "credit");
    expect(poor.statusCode).toBe(409);
    expect(poor.failure().errors[0]?.code).toBe("mass_mailing.credit_insufficient");
  });

  it("by card (sandbox): the paid notification delivered twice ships the batch once", async () => {
    const { user, mailing } = await rated(2, { first: 3 });
    const opened = (
      await call(
        t,
        redirectPaymentEndpoint,
        { body: { type: "mass_shipment", order_id: mailing.order, origin_lang: "en" } },
        { cookie: user.cookie },
      )
    ).success();
    expect(opened.amount).toBe(mailing.totals.price_ti);
    expect(opened.redirect_url).toContain(opened.transaction_id);
    const transaction = await t.db
      .selectFrom("payment_transactions")
      .select(["id", "purpose", "order_id"])
      .where("order_id", "=", mailing.order)
      .executeTakeFirstOrThrow();
    expect(transaction.purpose).toBe("mass_shipment");
    const event = {
      event_id: randomUUID(),
      transaction_id: transaction.id,
      outcome: "paid",
      amount: opened.amount,
      currency: "EUR",
    };
    expect((await notifySandbox(t, NOTIFY_SECRET, event)).json()).toMatchObject({ duplicate: false });
    expect((await notifySandbox(t, NOTIFY_SECRET, event)).json()).toMatchObject({ duplicate: true });
    await notifySandbox(t, NOTIFY_SECRET, { ...event, event_id: randomUUID() });
    const outcome = (
      await call(
        t,
        paymentTransactionEndpoint,
        { params: { crypted_transaction_id: opened.transaction_id } },
        { cookie: user.cookie },
      )
    ).success().transaction;
    expect(outcome).toMatchObject({ status: "paid", purpose: "mass_shipment", order_id: mailing.order });

    expect((await ship(user, mailing.order)).success().data.payment_method).toBe("credit_card");
    await t.ctx.massMailing.jobs.runNow();
    await t.ctx.massMailing.jobs.runNow();
    const done = (await read(user, mailing.order)).success().data;
    expect(done.counts.shipped).toBe(2);
    const jobs = await t.db
      .selectFrom("mass_mailing_jobs")
      .selectAll()
      .where("mass_mailing_id", "=", mailing.order)
      .execute();
    expect(jobs).toHaveLength(1);
    const shipments = await t.db
      .selectFrom("shipments")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(shipments).toHaveLength(2);
  });

  it("by card on the sandbox page: back to mass-mailing-order-payment-ok, the batch queued", async () => {
    const { user, mailing } = await rated(1, { first: 3 });
    const opened = (
      await call(
        t,
        redirectPaymentEndpoint,
        { body: { type: "mass_shipment", order_id: mailing.order, origin_lang: "fr" } },
        { cookie: user.cookie },
      )
    ).success();
    const page = await t.app.inject({
      method: "POST",
      url: opened.redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      payload: new URLSearchParams({ action: "pay", card_number: "4242 4242 4242 4242" }).toString(),
    });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain(`#/fr/mass-mailing-order-payment-ok/${opened.transaction_id}`);
    await t.ctx.massMailing.jobs.runNow();
    expect((await read(user, mailing.order)).success().data).toMatchObject({
      status: "done",
      payment_method: "credit_card",
      counts: { shipped: 1 },
    });
  });

  it("deferred: a professional pays later, a personal account may not", async () => {
    const personal = await rated(1);
    const refused = await ship(personal.user, personal.mailing.order, "deferred");
    expect(refused.statusCode).toBe(403);
    const pro = await rated(2, { pro: 1, first: 3 });
    const payment = (
      await call(
        t,
        massMailingPaymentEndpoint,
        { body: { order: pro.mailing.order } },
        { cookie: pro.user.cookie },
      )
    ).success().payment;
    expect(payment.deferred_payment).toBe(true);
    expect((await ship(pro.user, pro.mailing.order, "deferred")).success().data.payment_method).toBe(
      "deferred",
    );
    await t.ctx.massMailing.jobs.runNow();
    expect((await read(pro.user, pro.mailing.order)).success().data.counts.shipped).toBe(2);
  });
});

describe("a recipient the carrier refuses is not charged", () => {
  it("by credit: its price comes back to the credit, once", async () => {
    // Recipients 1 and 2: Paris and Marseille (refused).
    const { user, mailing } = await rated(2);
    const refusedPrice = mailing.recipients[1]?.offer?.price_ti ?? 0;
    await giveCredit(t, user.id, mailing.totals.price_ti);
    await ship(user, mailing.order, "credit");
    await t.ctx.massMailing.jobs.runNow();
    const done = (await read(user, mailing.order)).success().data;
    expect(done.recipients.map((recipient) => recipient.status)).toEqual(["shipped", "refused"]);
    expect(done.recipients[1]?.error?.code).toBe("mass_mailing.carrier_refused");
    expect(done.refunded).toBe(refusedPrice);
    expect(await balanceRow(t, user.id)).toBe(refusedPrice);
  });

  it("by card: the provider refunds its part, with a key per recipient", async () => {
    const { user, mailing } = await rated(2);
    const opened = (
      await call(
        t,
        redirectPaymentEndpoint,
        { body: { type: "mass_shipment", order_id: mailing.order } },
        { cookie: user.cookie },
      )
    ).success();
    const transaction = await t.db
      .selectFrom("payment_transactions")
      .select("id")
      .where("order_id", "=", mailing.order)
      .executeTakeFirstOrThrow();
    await notifySandbox(t, NOTIFY_SECRET, {
      event_id: randomUUID(),
      transaction_id: transaction.id,
      outcome: "paid",
      amount: opened.amount,
      currency: "EUR",
    });
    await t.ctx.massMailing.jobs.runNow();
    const refused = await t.db
      .selectFrom("mass_mailing_recipients")
      .select(["status", "refund_status", "refund_reference"])
      .where("mass_mailing_id", "=", mailing.order)
      .where("position", "=", 2)
      .executeTakeFirstOrThrow();
    expect(refused).toMatchObject({ status: "refused", refund_status: "done" });
    expect(refused.refund_reference).toContain("mass-refund-");
    const done = (await read(user, mailing.order)).success().data;
    expect(done.refunded).toBe(mailing.recipients[1]?.offer?.price_ti);
  });
});

describe("labels of a mailing whose carrier went live (decision 062)", () => {
  it("puts a live shipment's own carrier label in its place, and refuses a type it cannot convert to", async () => {
    const { user, mailing } = await rated(3);
    await giveCredit(t, user.id, mailing.totals.price_ti);
    (await ship(user, mailing.order, "credit")).success();
    await t.ctx.massMailing.jobs.runNow();
    const done = (await read(user, mailing.order)).success().data;
    const shipped = done.recipients.filter((recipient) => recipient.status === "shipped");
    expect(shipped.length).toBeGreaterThanOrEqual(2);
    const last = shipped.at(-1)?.shipment_id ?? "";
    // The last shipped recipient's shipment as a live carrier makes it: its label is the carrier's PDF.
    const row = await t.db
      .updateTable("shipments")
      .set({ carrier_mode: "live" })
      .where("id", "=", last)
      .returning(["id", "label_format"])
      .executeTakeFirstOrThrow();
    expect(row.label_format).toBe("PDF");
    const carrierPdf = await PDFDocument.create();
    carrierPdf.addPage([288, 432]);
    carrierPdf.addPage([288, 432]);
    await t.ctx.documents.put(
      shipmentFileKey(row.id, "carrier-label.pdf"),
      Buffer.from(await carrierPdf.save()),
    );

    const pdf = await labels(user, mailing.order, "pdf");
    expect(pdf.statusCode).toBe(200);
    // A sandbox page per other shipped recipient, then the carrier's two pages, in the recipients' order.
    const pages = (await PDFDocument.load(pdf.rawPayload)).getPages().map((page) => page.getWidth());
    expect(pages).toHaveLength(shipped.length - 1 + 2);
    expect(pages.slice(-2)).toEqual([288, 288]);
    expect(pages[0]).not.toBe(288);
    const zpl = await call(
      t,
      massMailingLabelsEndpoint,
      { params: { order: mailing.order }, query: { type: "zpl" } },
      { cookie: user.cookie, lang: "fr" },
    );
    expect(zpl.statusCode).toBe(409);
    const error = zpl.failure().errors[0];
    expect(error?.code).toBe("mass_mailing.label_format_live");
    expect(error?.message).toContain("en PDF");
  });
});
