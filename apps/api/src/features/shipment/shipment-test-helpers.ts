import {
  endpointPath,
  orderConfirmEndpoint,
  type shipmentInvoiceEndpoint,
  type shipmentLabelEndpoint,
  type TOrderConfirmBody,
} from "@ship/contracts";
import { expect } from "vitest";
import { API_PREFIX } from "../../app.ts";
import type { TApiProcess } from "../../testing/api-process.ts";
import { call } from "../../testing/call.ts";
import {
  liveTransaction,
  notifySandbox,
  redirect,
  type TOrder,
  type TTestApp,
} from "../payment/payment-test-helpers.ts";

/** What the shipment integration tests share: an order paid by card, its rows, its PDFs. */

export { IN_TWO_DAYS, MARSEILLE, NEW_YORK, orderReadyToPay, PARIS } from "../../testing/journey.ts";

/** Opens the card payment and delivers the provider's signed 'paid' notification; answers the event. */
export async function payByCard(t: TTestApp, secret: string, order: TOrder) {
  expect((await redirect(t, order)).statusCode).toBe(200);
  const transaction = await liveTransaction(t, order.shipment_id);
  const body = {
    event_id: `evt_${transaction.id.slice(0, 20)}`,
    transaction_id: transaction.id,
    outcome: "paid",
    amount: Number(transaction.amount_cents),
    currency: transaction.currency,
  };
  const paid = await notifySandbox(t, secret, body);
  expect(paid.statusCode).toBe(200);
  return body;
}

/** POST /order for the order's session (or `cookie`), in `lang`. */
export function confirmOrder(
  t: TTestApp,
  order: TOrder,
  cookie: string = order.cookie,
  lang = "en",
  options: { payLater?: boolean } = {},
) {
  const body = {
    shipment_id: order.shipment_id,
    order_id: order.order_id,
    ...(options.payLater ? { pay_later: true } : {}),
  };
  return call(t, orderConfirmEndpoint, { body }, { cookie, lang });
}

/** POST /order, in English, on an API process (over HTTP, with the process's visitor cookie). */
export function confirmOverHttp(api: TApiProcess, body: TOrderConfirmBody) {
  const path = endpointPath(orderConfirmEndpoint, { body, query: { lang: "en" } });
  return api.call(orderConfirmEndpoint.method, `${API_PREFIX}${path}`, body);
}

/** The link a shipment's confirmation gives to one of its documents: the descriptor's path. */
export function documentUrl(
  endpoint: typeof shipmentLabelEndpoint | typeof shipmentInvoiceEndpoint,
  id: string,
) {
  return `${API_PREFIX}${endpointPath(endpoint, { params: { id } })}`;
}

/** Rows of the database for one order: its shipments, their invoices, and the e-mails sent. */
export async function countsOf(t: TTestApp, order: TOrder) {
  const shipments = await t.db
    .selectFrom("shipments")
    .select(["id", "tracking_numbers"])
    .where("shipment_id", "=", order.shipment_id)
    .execute();
  const ids = shipments.map((row) => row.id);
  const invoices = ids.length
    ? await t.db.selectFrom("invoices").select("number").where("shipment_ref", "in", ids).execute()
    : [];
  const numbers = shipments.flatMap((row) => row.tracking_numbers as string[]);
  const mails = await t.db.selectFrom("mail_outbox").select(["recipient", "subject", "text"]).execute();
  const mailsOfOrder = mails.filter((mail) => numbers.some((n) => mail.subject.includes(n)));
  return {
    shipments: shipments.length,
    invoices: invoices.length,
    mails: mailsOfOrder.length,
    mailRows: mailsOfOrder,
  };
}

// Poppler reads the PDFs as a reader would: a test that reads one starts with
// requireTools(context, PDFTOTEXT), which fails it in CI when poppler-utils is missing.
export { extractPdfText } from "@ship/documents/testing/read-pdf";
export { PDFTOTEXT, requireTools } from "@ship/documents/testing/test-tools";
