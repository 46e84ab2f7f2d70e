import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDaysToIsoDate } from "@ship/domain";
import { expect } from "vitest";
import { sessionCookieOf } from "../../testing/test-app.ts";
import {
  liveTransaction,
  notifySandbox,
  redirect,
  type TOrder,
  type TTestApp,
} from "../payment/payment-test-helpers.ts";

/** What the shipment integration tests share: an order of a chosen route and label format, paid by card. */

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
export const IN_TWO_DAYS = addDaysToIsoDate(today, 2);

type TEnd = { country_code: string; postcode: string; city: string; phone: string };
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
export const NEW_YORK: TEnd = {
  country_code: "US",
  postcode: "10001",
  city: "New York City",
  phone: "+1 212 555 0142",
};

type TOptions = {
  cookie?: string;
  from?: TEnd;
  to?: TEnd;
  labelFormat?: "PDF" | "ZPL";
  carrier?: string;
  lang?: "en" | "fr" | "es";
  voucher?: string;
  /** Choose an offer delivering to a relay point, and its nearest point. */
  relayPoint?: boolean;
  /** Other shipping info fields (reason, value, passport_number, ...), as the order page sends them. */
  shippingInfo?: Record<string, unknown>;
  /** Customs goods rows (required from outside Europe into Europe). */
  duties?: { desc: string; country: string; qty: number; unit_price: string; currency: "EUR" | "USD" }[];
};

/** Rate, choose an offer (pickup allowed) and fill in step 3, as the web app does. */
export async function orderReadyToPay(t: TTestApp, options: TOptions = {}): Promise<TOrder> {
  const from = options.from ?? PARIS;
  const to = options.to ?? MARSEILLE;
  const rated = await t.app.inject({
    method: "POST",
    url: "/api/v4/rate?lang=en",
    payload: {
      shipment: {
        ship_from: { country_code: from.country_code, address: `${from.postcode}, ${from.city}` },
        ship_to: { country_code: to.country_code, address: `${to.postcode}, ${to.city}`, pro: 0 },
        parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
        unit: "fr",
        shipment_date: IN_TWO_DAYS,
        shipment_type: 2,
      },
    },
    ...(options.cookie ? { cookies: { PHPSESSID: options.cookie } } : {}),
  });
  expect(rated.statusCode, rated.body).toBe(200);
  const session = options.cookie ?? sessionCookieOf(rated);
  if (!session) throw new Error("POST /rate opened no session");
  const { shipment_id, order_id } = rated.json();
  const offers = await t.app.inject({
    method: "POST",
    url: "/api/v4/offers?lang=en",
    payload: { shipment_id, order_id },
    cookies: { PHPSESSID: session },
  });
  type TOffer = {
    offer_id: string;
    carrier_code: string;
    allow_pickup: 0 | 1;
    delivery_to_collection_point: 0 | 1;
  };
  // A door delivery picked up at the sender's by default; a relay-point delivery when asked.
  const offer = (offers.json().offers as TOffer[]).find((o) =>
    options.relayPoint
      ? o.delivery_to_collection_point === 1
      : o.allow_pickup === 1 &&
        o.delivery_to_collection_point === 0 &&
        (!options.carrier || o.carrier_code === options.carrier),
  );
  if (!offer) throw new Error(`no pickup offer ${from.city} -> ${to.city} ${options.carrier ?? ""}`);
  const key = { shipment_id, order_id, offer_id: offer.offer_id };
  const selected = await t.app.inject({
    method: "POST",
    url: "/api/v4/offer/select?lang=en",
    payload: key,
    cookies: { PHPSESSID: session },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  let dropoffTo: string | undefined;
  if (options.relayPoint) {
    const points = await t.app.inject({
      method: "POST",
      url: "/api/v4/dropofflocation?lang=en",
      payload: { shipment_id, order_id, postcode: to.postcode },
      cookies: { PHPSESSID: session },
    });
    expect(points.statusCode, points.body).toBe(200);
    dropoffTo = points.json().addresses[0]?.id;
  }
  const party = (end: TEnd, name: string) => ({
    company: "",
    name,
    phone: end.phone,
    email: "camille@example.com",
    address1: "12 Main Street",
    postcode: end.postcode,
    city: end.city,
  });
  const updated = await t.app.inject({
    method: "POST",
    url: "/api/v4/update-shipment?lang=en",
    payload: {
      ...key,
      shipping_info: {
        ship_from: party(from, "Camille Martin"),
        ship_to: party(to, "José Muñoz"),
        reason: "gift",
        content: "Books",
        value: "150",
        currency: "EUR",
        insurance: 0,
        shipping_method: offer.allow_pickup === 1 ? "pickup" : "dropoff",
        shipment_date: IN_TWO_DAYS,
        ready_time: "09:00",
        close_time: "18:00",
        label_format: options.labelFormat ?? "PDF",
        ...(options.duties ? { duties: options.duties } : {}),
        ...(options.voucher ? { voucher: options.voucher } : {}),
        ...options.shippingInfo,
        ...(dropoffTo ? { dropoff_to: dropoffTo } : {}),
        hazardous: 1,
        terms: 1,
      },
    },
    cookies: { PHPSESSID: session },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  const chosen = updated.json().order.offer as { price_ti: number; currency: string };
  return {
    cookie: session,
    shipment_id,
    order_id,
    offer_id: offer.offer_id,
    price_ti: chosen.price_ti,
    currency: chosen.currency,
  };
}

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

export function confirmOrder(t: TTestApp, order: TOrder, cookie: string = order.cookie, lang = "en") {
  return t.app.inject({
    method: "POST",
    url: `/api/v4/order?lang=${lang}`,
    payload: { shipment_id: order.shipment_id, order_id: order.order_id },
    cookies: { PHPSESSID: cookie },
  });
}

export function getAs(
  t: TTestApp,
  url: string,
  cookie: string | undefined,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: "GET", url, headers, ...(cookie ? { cookies: { PHPSESSID: cookie } } : {}) });
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

const PDFTOTEXT = "/usr/bin/pdftotext";
/** Poppler reads the PDFs as a reader would (the text tests skip without it). */
export const HAS_PDFTOTEXT = existsSync(PDFTOTEXT);

export function extractPdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "shipment-pdf-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT, ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
