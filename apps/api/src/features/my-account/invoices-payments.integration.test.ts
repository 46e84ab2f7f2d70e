import {
  cancelShipmentEndpoint,
  invoicesEndpoint,
  paymentsEndpoint,
  shipmentCreditNoteEndpoint,
  shipmentsByIdsEndpoint,
  type TInvoicesBody,
  type TPaymentsBody,
} from "@ship/contracts";
import { DEFERRED_OUTSTANDING_LIMIT_CENTS } from "@ship/domain";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { LYON, MARSEILLE, orderReadyToPay } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { balanceRow, giveCredit, loggedInUser, paymentState } from "../payment/payment-test-helpers.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shipment ordered with 'Pay later' (deferred: invoiced, owed) or paid from prepaid credit. */
async function ship(cookie: string, options: { payLater: boolean; to?: typeof LYON }) {
  const order = await orderReadyToPay(t, { cookie, to: options.to ?? MARSEILLE });
  return (await confirmOrder(t, order, cookie, "en", { payLater: options.payLater })).success().shipment;
}

const invoices = (cookie: string | null, body: TInvoicesBody = {}, lang = "en") =>
  call(t, invoicesEndpoint, { body }, { cookie, lang });
const payments = (cookie: string | null, body: TPaymentsBody = {}, lang = "en") =>
  call(t, paymentsEndpoint, { body }, { cookie, lang });

describe("POST /invoices, /payments and /shipments (my invoices, my payments)", () => {
  let owner: Awaited<ReturnType<typeof loggedInUser>>;
  let deferred: { id: string }[];
  let paid: { id: string };

  beforeAll(async () => {
    owner = await loggedInUser(t, { pro: 1 });
    deferred = [
      await ship(owner.cookie, { payLater: true }),
      await ship(owner.cookie, { payLater: true, to: LYON }),
    ];
    await giveCredit(t, owner.id, 100_000);
    paid = await ship(owner.cookie, { payLater: false });
  });

  it("lists what is owed by default, with its due date 30 days after issue and the total owed", async () => {
    const page = (await invoices(owner.cookie)).success();
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.shipment_id).sort()).toEqual(deferred.map((s) => s.id).sort());
    const [row] = page.rows;
    expect(row).toMatchObject({
      paid: false,
      payment_date: null,
      payment_id: null,
      payment_method: "deferred",
    });
    const days = (Date.parse(row?.due ?? "") - Date.parse(row?.created ?? "")) / 86_400_000;
    expect(days).toBe(30);
    expect(row?.invoice_url).toBe(`/api/v4/shipments/${row?.shipment_id}/invoice`);
    expect(row?.cancelable).toBe(true);
    const owed = page.rows.reduce((sum, invoice) => sum + invoice.price_ti, 0);
    expect(page.unpaid_total).toEqual([{ currency: "EUR", cents: owed }]);
  });

  it("lists every invoice with unpaid 0, the paid one with its payment", async () => {
    const all = (await invoices(owner.cookie, { unpaid: 0, sort: "date", order: "asc" })).success();
    expect(all.total).toBe(3);
    const paidRow = all.rows.find((row) => row.shipment_id === paid.id);
    expect(paidRow).toMatchObject({
      paid: true,
      payment_method: "credit",
      payment_method_label: "Prepaid credit",
    });
    expect(paidRow?.payment_id).toMatch(/^P/);
    expect(paidRow?.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("filters by amount, creation and due date ranges, inclusive", async () => {
    const all = (await invoices(owner.cookie, { unpaid: 0 })).success().rows;
    const cheapest = Math.min(...all.map((row) => row.price_ti));
    const exact = (
      await invoices(owner.cookie, { unpaid: 0, priceFrom: cheapest / 100, priceTo: cheapest / 100 })
    ).success();
    expect(exact.rows.every((row) => row.price_ti === cheapest)).toBe(true);
    expect(exact.total).toBeGreaterThan(0);
    const today = all[0]?.created ?? "";
    expect(
      (await invoices(owner.cookie, { unpaid: 0, dateCreate: today, dateTo: today })).success().total,
    ).toBe(3);
    expect((await invoices(owner.cookie, { unpaid: 0, dateTo: "2020-01-01" })).success().total).toBe(0);
    const due = (
      await invoices(owner.cookie, { unpaid: 0, dateCreateDue: today, dateToDue: today })
    ).success();
    expect(due.rows.map((row) => row.shipment_id)).toEqual([paid.id]);
    expect((await invoices(owner.cookie, { q: "F20" })).success().total).toBe(2);
    expect((await invoices(owner.cookie, { deleted: 1, unpaid: 0 })).success().total).toBe(0);
  });

  it("refuses bad filters field by field, translated", async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ dateCreate: "2026-02-30" }, "dateCreate", "validation.invalid_date"],
      [{ dateToDue: "tomorrow" }, "dateToDue", "validation.invalid_date"],
      [{ dateCreate: "2026-05-02", dateTo: "2026-05-01" }, "dateTo", "validation.range_reversed"],
      [{ priceFrom: 20, priceTo: 10 }, "priceTo", "validation.range_reversed"],
      [{ priceFrom: 1.234 }, "priceFrom", "validation.too_many_decimals"],
      [{ priceTo: -1 }, "priceTo"],
      [{ unpaid: 2 }, "unpaid"],
      [{ rows: 1000 }, "rows"],
      [{ sort: "secret" }, "sort"],
    ];
    for (const [body, field, code] of cases) {
      const response = await invoices(owner.cookie, body as TInvoicesBody, "fr");
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.failure().errors.find((candidate) => candidate.field === field);
      expect(error, JSON.stringify(body)).toBeDefined();
      if (code) expect(error?.code).toBe(code);
      expect(error?.message).not.toBe(code);
    }
  });

  it("lists the payments made, each with the invoices it settled", async () => {
    const page = (await payments(owner.cookie)).success();
    expect(page.total).toBe(1);
    const [payment] = page.rows;
    const all = (await invoices(owner.cookie, { unpaid: 0 })).success().rows;
    const paidInvoice = all.find((row) => row.shipment_id === paid.id);
    expect(payment).toMatchObject({
      id: paidInvoice?.payment_id,
      amount: paidInvoice?.price_ti,
      invoice_ids: [paidInvoice?.id],
      invoice_urls: [paidInvoice?.invoice_url],
      method: "credit",
      sub_account: null,
    });
    expect((await payments(owner.cookie, {}, "fr")).success().rows[0]?.method_label).toBe("Crédit prépayé");
    expect((await payments(owner.cookie, { q: paidInvoice?.id ?? "" })).success().total).toBe(1);
    expect((await payments(owner.cookie, { q: "nothing-like-this" })).success().total).toBe(0);
    expect((await payments(owner.cookie, { sort: "when" } as unknown as TPaymentsBody)).statusCode).toBe(400);
  });

  it("answers the rows of given shipments in the order asked, and 404 for anybody else's", async () => {
    const ids = [paid.id, deferred[0]?.id ?? ""];
    const rows = (
      await call(t, shipmentsByIdsEndpoint, { body: { ids } }, { cookie: owner.cookie })
    ).success().rows;
    expect(rows.map((row) => row.id)).toEqual(ids);
    const other = await loggedInUser(t);
    const theirs = await call(t, shipmentsByIdsEndpoint, { body: { ids } }, { cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
    const empty = await call(t, shipmentsByIdsEndpoint, { body: { ids: [] } }, { cookie: owner.cookie });
    expect(empty.statusCode).toBe(400);
  });

  it("shows nobody else's invoices or payments", async () => {
    const other = await loggedInUser(t);
    expect((await invoices(other.cookie, { unpaid: 0 })).success().total).toBe(0);
    expect((await payments(other.cookie)).success().total).toBe(0);
    expect((await invoices(other.cookie, { user_id: owner.id })).statusCode).toBe(404);
    expect((await payments(other.cookie, { user_id: owner.id })).statusCode).toBe(404);
    expect((await invoices(null)).statusCode).toBe(401);
    expect((await payments(null)).statusCode).toBe(401);
  });
});

describe("deferred payment: unpaid invoices and the limit per customer", () => {
  it("counts the unpaid invoices, and refuses 'Pay later' past the limit, with the reason, changing nothing", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const first = await ship(pro.cookie, { payLater: true });
    const next = await orderReadyToPay(t, { cookie: pro.cookie });
    const before = (await paymentState(t, next, pro.cookie)).success().payment;
    expect(before).toMatchObject({
      deferred_payment: true,
      deferred_limit_reached: false,
      warning_unpaid: true,
      nb_unpaid: 1,
    });

    // What is owed now leaves less than this order's total under the limit.
    const owed = DEFERRED_OUTSTANDING_LIMIT_CENTS - before.amount_total + 1;
    const order = await t.db
      .selectFrom("shipments")
      .select("shipment_id")
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("order_payments")
      .set({ total_cents: owed })
      .where("shipment_id", "=", order.shipment_id)
      .execute();

    const after = (await paymentState(t, next, pro.cookie)).success().payment;
    expect(after).toMatchObject({ deferred_payment: false, deferred_limit_reached: true, nb_unpaid: 1 });
    const refused = await confirmOrder(t, next, pro.cookie, "fr", { payLater: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.failure().errors[0]).toMatchObject({ code: "payment.deferred_limit" });
    expect(refused.failure().errors[0]?.message).toContain("paiement différé");
    const settled = await t.db
      .selectFrom("order_payments")
      .select("method")
      .where("shipment_id", "=", next.shipment_id)
      .execute();
    expect(settled).toEqual([]);
  });
});

describe("credit notes: cancelling an invoiced shipment", () => {
  const creditNote = (id: string, cookie: string | null) =>
    call(t, shipmentCreditNoteEndpoint, { params: { id } }, { cookie, lang: "fr" });
  const cancel = (id: string, cookie: string) =>
    call(t, cancelShipmentEndpoint, { params: { id } }, { cookie, lang: "en" });

  it("issues one numbered credit note with its PDF, and the refund follows the way it was paid", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const deferred = await ship(pro.cookie, { payLater: true });
    await giveCredit(t, pro.id, 50_000);
    const paidByCredit = await ship(pro.cookie, { payLater: false });
    expect((await creditNote(deferred.id, pro.cookie)).statusCode).toBe(404);

    const deferredCancel = await cancel(deferred.id, pro.cookie);
    expect(deferredCancel.statusCode).toBe(200);
    // The unpaid 'Pay later' shipment comes off the invoice; the credit one goes back to the credit.
    expect(deferredCancel.json().refund).toMatchObject({ card_cents: 0, credit_cents: 0 });
    expect(deferredCancel.json().refund.invoice_cents).toBeGreaterThan(0);
    const balanceBefore = await balanceRow(t, pro.id);
    const creditCancel = await cancel(paidByCredit.id, pro.cookie);
    expect(creditCancel.statusCode).toBe(200);
    expect(creditCancel.json().refund).toMatchObject({ card_cents: 0, invoice_cents: 0 });
    expect(creditCancel.json().refund.credit_cents).toBeGreaterThan(0);
    // Cancelling again changes nothing and numbers nothing.
    expect((await cancel(paidByCredit.id, pro.cookie)).statusCode).toBe(409);

    const notes = await t.db
      .selectFrom("credit_notes")
      .selectAll()
      .where("user_id", "=", pro.id)
      .orderBy("sequence")
      .execute();
    expect(notes.map((note) => [note.shipment_ref, note.refund_method])).toEqual([
      [deferred.id, "cancelled_debt"],
      [paidByCredit.id, "credit"],
    ]);
    expect(notes[0]?.number).toMatch(/^A\d{4}-\d{6}$/);
    expect((notes[1]?.sequence ?? 0) - (notes[0]?.sequence ?? 0)).toBe(1);
    const credited = notes[1]?.total_ti_cents ?? 0;
    expect(await balanceRow(t, pro.id)).toBe(balanceBefore + credited);

    const pdf = await creditNote(paidByCredit.id, pro.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const doc = await PDFDocument.load(pdf.rawPayload);
    // In the language the invoice was issued in (the order's).
    expect(doc.getTitle()).toBe(`Credit note ${notes[1]?.number}`);

    // The lists show it: the cancelled invoice (deleted 1) and the shipment row link to it.
    const cancelledInvoices = (await invoices(pro.cookie, { deleted: 1, unpaid: 0 })).success().rows;
    expect(cancelledInvoices.map((row) => row.credit_note_id).sort()).toEqual(
      notes.map((note) => note.number).sort(),
    );
    // A cancelled deferred invoice is no longer owed.
    expect((await invoices(pro.cookie)).success().total).toBe(0);
    const rows = (
      await call(t, shipmentsByIdsEndpoint, { body: { ids: [deferred.id] } }, { cookie: pro.cookie })
    ).success().rows;
    expect(rows[0]?.credit_note_url).toBe(`/api/v4/shipments/${deferred.id}/credit-note`);

    const other = await loggedInUser(t);
    expect((await creditNote(paidByCredit.id, other.cookie)).statusCode).toBe(404);
  });
});
