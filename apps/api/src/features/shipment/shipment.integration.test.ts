import path from "node:path";
import {
  cancelShipmentEndpoint,
  cancelShipmentGetEndpoint,
  orderConfirmEndpoint,
  readShipmentEndpoint,
  shipEndpoint,
  shipmentInvoiceEndpoint,
  shipmentLabelEndpoint,
  shipmentPersonalEffectsEndpoint,
  shipmentProformaEndpoint,
  trackShipmentEndpoint,
} from "@ship/contracts";
import { isValidTrackingNumber } from "@ship/documents";
import type { TCarrierCode } from "@ship/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { call } from "../../testing/call.ts";
import { doorPickup, ofCarrier, toARelayPoint } from "../../testing/journey.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { loggedInUser, notifySandbox, type TOrder, type TTestApp } from "../payment/payment-test-helpers.ts";
import {
  confirmOrder,
  countsOf,
  documentUrl,
  extractPdfText,
  IN_TWO_DAYS,
  MARSEILLE,
  NEW_YORK,
  orderReadyToPay,
  PARIS,
  PDFTOTEXT,
  payByCard,
  requireTools,
} from "./shipment-test-helpers.ts";

/** From New York to Paris: customs apply, with two goods rows in dollars. */
const CUSTOMS_ORDER = {
  from: NEW_YORK,
  to: PARIS,
  offer: ofCarrier("DHL", doorPickup),
  duties: [
    { desc: "Cotton T-shirt", country: "US", qty: 2, unit_price: "19.99", currency: "USD" as const },
    { desc: "Leather wallet", country: "IT", qty: 1, unit_price: "45.50", currency: "USD" as const },
  ],
};
const SECRET = "shipment-test-notification-secret-0123456789";
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_NOTIFY_SECRET: SECRET });
});
afterAll(() => t.close());

/** The background waybill after the notification: waits until the order has its shipment. */
async function waitForShipment(order: TOrder) {
  for (let i = 0; i < 200; i++) {
    const row = await t.db
      .selectFrom("shipments")
      .select("id")
      .where("shipment_id", "=", order.shipment_id)
      .executeTakeFirst();
    if (row) return row.id;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("no shipment made after the payment notification");
}

async function paidAndConfirmed(options: Parameters<typeof orderReadyToPay>[1] = {}) {
  const order = await orderReadyToPay(t, options);
  await payByCard(t, SECRET, order);
  const confirmed = await confirmOrder(t, order);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { order, shipment: confirmed.json().shipment };
}

describe("POST /order", () => {
  it("refuses an unpaid order (the return page before the notification), then confirms it once paid", async () => {
    const order = await orderReadyToPay(t);
    const early = await confirmOrder(t, order, order.cookie, "fr");
    expect(early.statusCode).toBe(402);
    expect(early.json().errors[0]).toMatchObject({ code: "order.payment_required" });
    expect(early.json().message).toContain("pas encore payée");
    expect((await countsOf(t, order)).shipments).toBe(0);

    const event = await payByCard(t, SECRET, order);
    await waitForShipment(order);
    // The return page after the notification finds the shipment the background job made.
    const late = await confirmOrder(t, order);
    expect(late.statusCode).toBe(200);
    const shipment = late.json().shipment;
    expect(shipment).toMatchObject({
      status: "Validated",
      status_code: 2,
      label_format: "PDF",
      payment_method: "credit_card",
      cancellable: true,
      price: { currency: order.currency, price_ti: order.price_ti, insurance: 0, total: order.price_ti },
      relay_point: null,
      documents: {
        label_url: documentUrl(shipmentLabelEndpoint, shipment.id),
        proforma_url: null,
        invoice_url: documentUrl(shipmentInvoiceEndpoint, shipment.id),
      },
    });
    expect(shipment.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const number of shipment.tracking_numbers) {
      expect(isValidTrackingNumber(shipment.carrier_code as TCarrierCode, number)).toBe(true);
    }
    expect(shipment.invoice_number).toMatch(/^F\d{4}-\d{6}$/);

    // The same notification delivered again, and POST /order again: still one of each.
    const replay = await notifySandbox(t, SECRET, event);
    expect(replay.json()).toEqual({ success: true, duplicate: true });
    const again = await confirmOrder(t, order);
    expect(again.json().shipment.id).toBe(shipment.id);
    const counts = await countsOf(t, order);
    expect({ shipments: counts.shipments, invoices: counts.invoices, mails: counts.mails }).toEqual({
      shipments: 1,
      invoices: 1,
      mails: 1,
    });
    expect(counts.mailRows[0]?.text).toContain(shipment.tracking_numbers[0]);
    expect(counts.mailRows[0]?.text).toContain(documentUrl(shipmentLabelEndpoint, shipment.id));
    expect(counts.mailRows[0]?.text).toContain(`/#/en/shipment-tracking/${shipment.id}`);

    // GET /shipments/{id} answers the same confirmation (reload of the confirmation page).
    const reread = await call(
      t,
      readShipmentEndpoint,
      { params: { id: shipment.id } },
      { cookie: order.cookie },
    );
    expect(reread.success().shipment).toEqual(shipment);
  });

  it("two concurrent confirmations of one order give one shipment", async () => {
    const order = await orderReadyToPay(t);
    await payByCard(t, SECRET, order);
    // POST /ship (API clients) is the same confirmation as POST /order.
    const body = { shipment_id: order.shipment_id, order_id: order.order_id };
    const ship = call(t, shipEndpoint, { body }, { cookie: order.cookie, lang: "en" });
    const answers = await Promise.all([confirmOrder(t, order), ship, confirmOrder(t, order)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().shipment.id)).size).toBe(1);
    await waitForShipment(order);
    const counts = await countsOf(t, order);
    expect({ shipments: counts.shipments, invoices: counts.invoices, mails: counts.mails }).toEqual({
      shipments: 1,
      invoices: 1,
      mails: 1,
    });
  });
});

describe("logged-in customers", () => {
  it("a user's shipment follows the user to a new session, and stays hidden from other users", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, { cookie: user.cookie });
    await payByCard(t, SECRET, order);
    const confirmed = await confirmOrder(t, order);
    expect(confirmed.statusCode).toBe(200);
    const { id } = confirmed.json().shipment;
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v4/login?lang=en",
      payload: { login: user.email, password: "correct-horse-42" },
    });
    const newSession = sessionCookieOf(again);
    expect(newSession).toBeDefined();
    expect(newSession).not.toBe(user.cookie);
    const params = { id };
    expect((await call(t, readShipmentEndpoint, { params }, { cookie: newSession })).statusCode).toBe(200);
    expect((await call(t, trackShipmentEndpoint, { params }, { cookie: newSession })).statusCode).toBe(200);
    const other = await loggedInUser(t);
    expect((await call(t, readShipmentEndpoint, { params }, { cookie: other.cookie })).statusCode).toBe(404);
    // The confirmation e-mail went to the account's address.
    expect((await countsOf(t, order)).mailRows.map((mail) => mail.recipient)).toEqual([user.email]);
  });

  it("a professional account's 'Pay later' order is confirmed as deferred, with its invoice", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const order = await orderReadyToPay(t, { cookie: pro.cookie });
    const confirmed = await confirmOrder(t, order, pro.cookie, "en", { payLater: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().shipment).toMatchObject({ payment_method: "deferred", status: "Validated" });
    expect(confirmed.json().shipment.invoice_number).toMatch(/^F\d{4}-\d{6}$/);
  });

  it("a personal account cannot pay later: the order stays unpaid", async () => {
    const user = await loggedInUser(t);
    const order = await orderReadyToPay(t, { cookie: user.cookie });
    const refused = await confirmOrder(t, order, user.cookie, "es", { payLater: true });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe("Este pedido aún no está pagado: páguelo antes de confirmarlo.");
    expect((await countsOf(t, order)).shipments).toBe(0);
  });
});

describe("recovery at start", () => {
  it("makes the waybill of an order settled by 'Pay later' whose confirmation never finished", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const order = await orderReadyToPay(t, { cookie: pro.cookie });
    // The same services over the same database: settle as POST /order does, then stop (no waybill).
    const ctx = createContext(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: path.join(import.meta.dirname, "none") }),
      t.db,
    );
    const session = await ctx.sessions.lookup(pro.cookie);
    const settled = await ctx.payments.service.settleOrder(
      { shipment_id: order.shipment_id, order_id: order.order_id },
      session,
      { payLater: true },
    );
    expect(settled).toEqual({ settled: true, method: "deferred" });
    expect((await countsOf(t, order)).shipments).toBe(0);
    const recovered = await ctx.shipments.recoverPaidOrders();
    expect(recovered.shipments).toBeGreaterThanOrEqual(1);
    const counts = await countsOf(t, order);
    expect({ shipments: counts.shipments, invoices: counts.invoices, mails: counts.mails }).toEqual({
      shipments: 1,
      invoices: 1,
      mails: 1,
    });
    const confirmed = await confirmOrder(t, order, pro.cookie);
    expect(confirmed.json().shipment).toMatchObject({ payment_method: "deferred" });
    // A second sweep finds nothing left to do for this order.
    await ctx.shipments.recoverPaidOrders();
    expect((await countsOf(t, order)).shipments).toBe(1);
  });
});

describe("documents", () => {
  it("label PDF in 10 x 15 and A4 with the tracking number; invoice PDF; no pro-forma without customs", async (context) => {
    requireTools(context, PDFTOTEXT);
    const { order, shipment } = await paidAndConfirmed();
    const [tracking] = shipment.tracking_numbers as string[];
    const params = { id: shipment.id };
    const cookie = { cookie: order.cookie };
    for (const query of [{}, { format: "A4" as const }, { format: "10x15" as const }]) {
      const label = await call(t, shipmentLabelEndpoint, { params, query }, cookie);
      expect(label.statusCode).toBe(200);
      expect(label.headers["content-type"]).toBe("application/pdf");
      expect(label.headers["content-disposition"]).toMatch(/^inline; filename="label-.+\.pdf"$/);
      expect(label.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(extractPdfText(label.rawPayload).replace(/\s/g, "")).toContain(tracking);
    }
    const invoice = await call(t, shipmentInvoiceEndpoint, { params }, cookie);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers["content-disposition"]).toContain(`invoice-${shipment.invoice_number}.pdf`);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(extractPdfText(invoice.rawPayload)).toContain(shipment.invoice_number);
    const proforma = await call(t, shipmentProformaEndpoint, { params }, cookie);
    expect(proforma.statusCode).toBe(404);
  });

  it("a voucher: the shipment and its invoice total what the card was charged", async (context) => {
    requireTools(context, PDFTOTEXT);
    const { order, shipment } = await paidAndConfirmed({ voucher: "WELCOME10" });
    const charged = await t.db
      .selectFrom("payment_transactions")
      .select("amount_cents")
      .where("shipment_id", "=", order.shipment_id)
      .where("status", "=", "paid")
      .executeTakeFirstOrThrow();
    expect(shipment.price.voucher_discount).toBeGreaterThan(0);
    expect(shipment.price.total).toBe(shipment.price.price_ti - shipment.price.voucher_discount);
    expect(shipment.price.total).toBe(Number(charged.amount_cents));
    const invoice = await t.db
      .selectFrom("invoices")
      .select("total_ti_cents")
      .where("number", "=", shipment.invoice_number)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.total_ti_cents)).toBe(shipment.price.total);
    const pdf = await call(
      t,
      shipmentInvoiceEndpoint,
      { params: { id: shipment.id } },
      { cookie: order.cookie },
    );
    expect(pdf.statusCode).toBe(200);
    expect(extractPdfText(pdf.rawPayload)).toContain("Voucher");
  });

  it("a relay-point delivery: the carrier gets the point, the label is addressed to it for the recipient", async (context) => {
    requireTools(context, PDFTOTEXT);
    const { order, shipment } = await paidAndConfirmed({ offer: toARelayPoint });
    expect(shipment.relay_point).toMatchObject({ postcode: expect.any(String), city: expect.any(String) });
    expect(shipment.relay_point.id.length).toBeGreaterThan(0);
    const label = await call(
      t,
      shipmentLabelEndpoint,
      { params: { id: shipment.id } },
      { cookie: order.cookie },
    );
    expect(label.statusCode).toBe(200);
    const text = extractPdfText(label.rawPayload);
    expect(text).toContain(shipment.relay_point.id);
    expect(text).toContain("José Muñoz");
  });

  it("an order a voucher makes free: confirmed without payment, no invoice", async () => {
    await t.db
      .insertInto("vouchers")
      .values({
        code: "SHIPFREE",
        kind: "percentage",
        value: 100,
        valid_from: null,
        valid_until: null,
        usage_limit: null,
      })
      .execute();
    const order = await orderReadyToPay(t, { voucher: "SHIPFREE" });
    const confirmed = await confirmOrder(t, order);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { shipment } = confirmed.json();
    expect(shipment).toMatchObject({ payment_method: "free", invoice_number: null, price: { total: 0 } });
    expect(shipment.documents.invoice_url).toBeNull();
    const params = { id: shipment.id };
    const cookie = { cookie: order.cookie };
    expect((await call(t, shipmentInvoiceEndpoint, { params }, cookie)).statusCode).toBe(404);
    expect((await call(t, shipmentLabelEndpoint, { params }, cookie)).statusCode).toBe(200);
  });

  it("ZPL when the order chose it", async () => {
    const { order, shipment } = await paidAndConfirmed({ labelFormat: "ZPL" });
    expect(shipment.label_format).toBe("ZPL");
    const label = await call(
      t,
      shipmentLabelEndpoint,
      { params: { id: shipment.id } },
      { cookie: order.cookie },
    );
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toContain("application/zpl");
    expect(label.headers["content-disposition"]).toMatch(/^attachment; filename="label-.+\.zpl"$/);
    expect(label.body.startsWith("^XA")).toBe(true);
    expect(label.body).toContain(shipment.tracking_numbers[0]);
  });

  it("a pro-forma invoice in three copies when customs apply (from outside Europe into France)", async (context) => {
    requireTools(context, PDFTOTEXT);
    const { order, shipment } = await paidAndConfirmed(CUSTOMS_ORDER);
    expect(shipment.documents.proforma_url).toBe(documentUrl(shipmentProformaEndpoint, shipment.id));
    const params = { id: shipment.id };
    const proforma = await call(t, shipmentProformaEndpoint, { params }, { cookie: order.cookie });
    expect(proforma.statusCode).toBe(200);
    expect(proforma.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = extractPdfText(proforma.rawPayload)
      .split("\f")
      .filter((page) => page.trim());
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page).toContain(shipment.tracking_numbers[0]);
      expect(page).toContain("Cotton T-shirt");
      expect(page).toContain("Leather wallet");
    }
  });

  it("personal effects abroad above $150 come with the sender's declaration (a PDF); others do not", async (context) => {
    requireTools(context, PDFTOTEXT);
    const { order, shipment } = await paidAndConfirmed({
      to: NEW_YORK,
      shippingInfo: {
        reason: "personal_effects",
        value: "400",
        passport_number: "19AB12345",
        remarks: "Moving back home",
      },
    });
    expect(shipment.documents.personal_effects_url).toBe(
      documentUrl(shipmentPersonalEffectsEndpoint, shipment.id),
    );
    const params = { id: shipment.id };
    const declaration = await call(t, shipmentPersonalEffectsEndpoint, { params }, { cookie: order.cookie });
    expect(declaration.statusCode).toBe(200);
    expect(declaration.headers["content-type"]).toContain("application/pdf");
    expect(declaration.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = extractPdfText(declaration.rawPayload);
    for (const expected of ["Personal effects declaration", "19AB12345", "Moving back home"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(shipment.tracking_numbers[0]);
    // Another caller gets 404, like every document.
    const stranger = { cookie: "x".repeat(22) };
    expect((await call(t, shipmentPersonalEffectsEndpoint, { params }, stranger)).statusCode).toBe(404);

    // Under $150 (100 EUR is about 106 dollars), or a gift: no declaration.
    const small = await paidAndConfirmed({
      to: NEW_YORK,
      shippingInfo: { reason: "personal_effects", value: "100", passport_number: "19AB12345" },
    });
    expect(small.shipment.documents.personal_effects_url).toBeNull();
    const missing = await call(
      t,
      shipmentPersonalEffectsEndpoint,
      { params: { id: small.shipment.id } },
      { cookie: small.order.cookie },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("invoice numbers follow each other with no gap, also across a rolled-back attempt", async () => {
    const numbers: number[] = [];
    const take = (shipment: { invoice_number: string }) =>
      numbers.push(Number(shipment.invoice_number.slice(6)));
    for (let i = 0; i < 10; i++) take((await paidAndConfirmed()).shipment);

    // The invoice insert fails after the counter moved: the whole confirmation rolls back.
    await sql`create table test_fail_invoice (on_purpose boolean)`.execute(t.db);
    await sql`create function test_fail_invoice() returns trigger language plpgsql as $$
      begin raise exception 'invoice insert refused by the test'; end $$`.execute(t.db);
    await sql`create trigger test_fail_invoice before insert on invoices
      for each row execute function test_fail_invoice()`.execute(t.db);
    const failing = await orderReadyToPay(t);
    await payByCard(t, SECRET, failing);
    const failed = await confirmOrder(t, failing);
    expect(failed.statusCode).toBe(500);
    expect((await countsOf(t, failing)).shipments).toBe(0);
    await sql`drop trigger test_fail_invoice on invoices`.execute(t.db);
    await sql`drop function test_fail_invoice()`.execute(t.db);
    await sql`drop table test_fail_invoice`.execute(t.db);

    // The same order confirmed again gets the next number; ten more follow.
    const retried = await confirmOrder(t, failing);
    expect(retried.statusCode).toBe(200);
    take(retried.json().shipment);
    for (let i = 0; i < 10; i++) take((await paidAndConfirmed()).shipment);
    expect(numbers).toHaveLength(21);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 21 }, (_, i) => first + i));
  });
});

describe("ownership", () => {
  it("another caller, or no session, gets 404 on every route but the tracking link", async () => {
    const { order, shipment } = await paidAndConfirmed(CUSTOMS_ORDER);
    const stranger = sessionCookieOf(
      await t.app.inject({
        method: "POST",
        url: "/api/v4/rate?lang=en",
        payload: {
          shipment: {
            ship_from: { country_code: "FR", address: "75011, Paris" },
            ship_to: { country_code: "FR", address: "13001, Marseille" },
            parcels: [{ number: 1, weight: 1, x: 10, y: 10, z: 10 }],
            unit: "fr",
            shipment_type: 2,
            shipment_date: IN_TWO_DAYS,
          },
        },
      }),
    );
    expect(stranger).toBeDefined();
    const params = { id: shipment.id };
    for (const cookie of [stranger, undefined]) {
      for (const endpoint of [
        readShipmentEndpoint,
        shipmentLabelEndpoint,
        shipmentProformaEndpoint,
        shipmentInvoiceEndpoint,
      ]) {
        const response = await call(t, endpoint, { params }, { cookie });
        expect(response.statusCode, endpoint.path).toBe(404);
        expect(response.failure().errors[0]?.code).toBe("not_found");
      }
      // Tracking is open to whoever has the shipment's link (decision 018): events only.
      const tracking = await call(t, trackShipmentEndpoint, { params }, { cookie });
      expect(tracking.statusCode).toBe(200);
      expect(Object.keys(tracking.success()).sort()).toEqual(["events", "status", "success", "tracking_url"]);
      const unknown = await call(t, trackShipmentEndpoint, { params: { id: "A".repeat(22) } }, { cookie });
      expect(unknown.statusCode).toBe(404);
      const getCancel = await call(
        t,
        cancelShipmentGetEndpoint,
        { params },
        { cookie, headers: { "sec-fetch-site": "same-origin" } },
      );
      expect(getCancel.statusCode).toBe(404);
      const postCancel = await call(t, cancelShipmentEndpoint, { params }, { cookie });
      expect(postCancel.statusCode).toBe(404);
      const body = { shipment_id: order.shipment_id, order_id: order.order_id };
      const confirm = await call(t, orderConfirmEndpoint, { body }, { cookie });
      expect(confirm.statusCode).toBe(404);
    }
    // Still the owner's, unchanged.
    const owners = await call(t, readShipmentEndpoint, { params }, { cookie: order.cookie });
    expect(owners.success().shipment.status).toBe("Validated");
  });

  it("refuses a malformed shipment id with a translated 400, never a 500", async () => {
    const response = await call(t, trackShipmentEndpoint, { params: { id: "bad.id!" } }, { lang: "es" });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe("signed document links (issue 16)", () => {
  /** The confirmation e-mail's links to a shipment's documents, by their label in the e-mail. */
  async function mailedLinks(shipmentId: string) {
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("dedupe_key", "=", `order-confirmation:${shipmentId}`)
      .executeTakeFirstOrThrow();
    const link = (label: string) => {
      const url = new RegExp(`${label}: (\\S+)`).exec(mail.text)?.[1] ?? "";
      return url.replace(/^https?:\/\/[^/]+/, "");
    };
    return { label: link("Label"), invoice: link("Invoice") };
  }
  const open = (path: string) => t.app.inject({ method: "GET", url: path });

  it("opens the e-mailed label and invoice without any session, until the shipment is cancelled", async () => {
    const { order, shipment } = await paidAndConfirmed();
    const links = await mailedLinks(shipment.id);
    expect(links.label).toMatch(/\/label\?expires=\d+&sig=/);
    // Another device: no cookie at all.
    const label = await open(links.label);
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toContain("application/pdf");
    expect((await open(`${links.label}&format=A4`)).statusCode).toBe(200);
    expect((await open(links.invoice)).statusCode).toBe(200);

    // A changed signature, another document with the label's signature, no signature: not found.
    expect((await open(links.label.replace(/sig=.{4}/, "sig=AAAA"))).statusCode).toBe(404);
    expect((await open(links.label.replace("/label?", "/proforma?"))).statusCode).toBe(404);
    expect((await open(links.label.split("?")[0] ?? "")).statusCode).toBe(404);

    // Cancelling revokes the label; the invoice stays reachable for the customer's accounts.
    const cancel = await call(
      t,
      cancelShipmentEndpoint,
      { params: { id: shipment.id } },
      { cookie: order.cookie },
    );
    expect(cancel.statusCode).toBe(200);
    expect((await open(links.label)).statusCode).toBe(404);
    expect((await open(links.invoice)).statusCode).toBe(200);
  });
});

describe("cancellation", () => {
  it("cancels a Validated shipment once and refunds it to the card once", async () => {
    const { order, shipment } = await paidAndConfirmed();
    const params = { id: shipment.id };
    const cancel = () => call(t, cancelShipmentEndpoint, { params }, { cookie: order.cookie, lang: "en" });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    // It says what happens to the money: all of it back to the card (issue 16).
    expect(first.json()).toEqual({
      success: true,
      message: "Shipment Canceled",
      refund: { currency: "EUR", card_cents: order.price_ti, credit_cents: 0, invoice_cents: 0 },
    });
    const second = await cancel();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("Error, impossible to cancel the shipment");
    const settlement = await t.db
      .selectFrom("order_payments")
      .select(["refunded_cents", "refunded_at", "method"])
      .where("shipment_id", "=", order.shipment_id)
      .executeTakeFirstOrThrow();
    expect(settlement).toMatchObject({ method: "credit_card", refunded_cents: order.price_ti });
    expect(settlement.refunded_at).toBeInstanceOf(Date);
    const reread = (await call(t, readShipmentEndpoint, { params }, { cookie: order.cookie })).success()
      .shipment;
    expect(reread).toMatchObject({ status: "Cancelled", cancellable: false });
    const tracked = await call(t, trackShipmentEndpoint, { params }, { cookie: order.cookie, lang: "fr" });
    expect(tracked.json()).toMatchObject({ success: true, status: "Cancelled" });
    expect(tracked.json().events[0].description).toBe("Envoi annulé");
  });

  it("GET /cancel_shipment works from the site itself only", async () => {
    const { order, shipment } = await paidAndConfirmed();
    const params = { id: shipment.id };
    const cancel = (headers: Record<string, string>) =>
      call(t, cancelShipmentGetEndpoint, { params }, { cookie: order.cookie, lang: "fr", headers });
    const refusedHeaders: Record<string, string>[] = [
      {},
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      { "sec-fetch-site": "cross-site", "x-requested-with": "XMLHttpRequest" },
      { origin: "https://evil.example", "x-requested-with": "XMLHttpRequest" },
    ];
    for (const headers of refusedHeaders) {
      const refused = await cancel(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().errors[0].code).toBe("request.cross_site");
    }
    const reread = await call(t, readShipmentEndpoint, { params }, { cookie: order.cookie });
    expect(reread.success().shipment.status).toBe("Validated");
    const accepted = await cancel({ "sec-fetch-site": "same-origin" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ success: true, message: "Envoi annulé" });
  });
});

describe("GET /track_shipment", () => {
  it("events advance with the clock, in the request's language; a picked-up shipment can no longer be cancelled", async () => {
    const { order, shipment } = await paidAndConfirmed();
    const params = { id: shipment.id };
    const track = async (lang: string) =>
      (await call(t, trackShipmentEndpoint, { params }, { cookie: order.cookie, lang })).success();
    const now = await track("en");
    expect(now).toMatchObject({ success: true, status: "Validated", tracking_url: null });
    expect(now.events.map((e) => e.description)).toEqual([
      "Shipment validated: label ready",
      "Shipment created",
    ]);
    expect(now.events[0]?.location).toBe(`${PARIS.postcode} ${PARIS.city}, FR`);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // Six and a half days later (the session idles out at 7), in Paris: the parcel left on the
      // shipment date and has arrived, whatever the weekday and hour the test runs at (five days
      // from a Tuesday 23:00 UTC was Monday 00:00 in Paris, before a Wednesday pickup's delivery).
      vi.setSystemTime(new Date(Date.now() + 6.5 * 24 * 3600 * 1000));
      const later = await track("es");
      expect(later.status).toBe("Delivered");
      expect(later.events.map((e) => e.description)).toEqual([
        "Entregado",
        "En tránsito",
        "Paquete recogido por el transportista",
        "Envío validado: etiqueta lista",
        "Envío creado",
      ]);
      expect(later.events[0]?.location).toBe(`${MARSEILLE.postcode} ${MARSEILLE.city}, FR`);
      const cancel = await call(t, cancelShipmentEndpoint, { params }, { cookie: order.cookie, lang: "en" });
      expect(cancel.statusCode).toBe(409);
      expect(
        (await call(t, readShipmentEndpoint, { params }, { cookie: order.cookie })).success().shipment,
      ).toMatchObject({
        status: "Delivered",
        cancellable: false,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
