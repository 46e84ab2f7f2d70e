import { randomBytes } from "node:crypto";
import type { TOffer, TOrderShippingInfo, TRatedShipment, TRelayPoint } from "@ship/contracts";
import type { Database, TShipmentsTable } from "@ship/db";
import type { TInvoiceLine } from "@ship/documents";
import { invoiceDueDate, type TLang } from "@ship/domain";
import { type Insertable, type Selectable, sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import { SHIPPING_INFO_COLUMNS } from "../order/order-repository.ts";
import { parseRatedShipment } from "../rating/rated-shipment.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";
import { type TWaybillShippingInfo, waybillShippingInfoOf } from "./waybill-shipping-info.ts";

export type { TOwner };
export type TShipmentRow = Selectable<TShipmentsTable>;
export type TNewShipment = Insertable<TShipmentsTable>;

/** A paid order as the waybill needs it: the offer, the shipping info and the rated parcels. */
export type TOrderForWaybill = {
  shipmentId: string;
  orderId: string;
  sessionId: string;
  userId: number | null;
  complete: boolean;
  offer: TOffer;
  rated: TRatedShipment;
  info: TWaybillShippingInfo;
  /** Customs goods rows (spec §5), unit prices and totals in integer cents. */
  duties: TDutyRow[];
  /** Spec §3 dropoff_to: the relay point the parcel goes to, null for a door delivery. */
  relayPoint: TRelayPoint | null;
  insurancePrice: number;
  /** The order page's voucher discount, in the offer's currency (0 without one). */
  voucherDiscount: number;
};

export type TDutyRow = TOrderShippingInfo["duties"][number];

export type TNewInvoice = {
  issueDate: string;
  customer: unknown;
  lines: TInvoiceLine[];
  currency: "EUR" | "USD";
  totalCents: number;
  paymentMethod: string;
  lang: TLang;
};

export type TInvoiceRow = Selectable<Database["invoices"]>;

// pg turns a JS array into a PostgreSQL array, not JSON: jsonb values are sent as JSON text.
const json = (value: unknown) => JSON.stringify(value);

/** 'F2026-000001': the invoice year and its gap-free sequence. */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `F${year}-${String(sequence).padStart(6, "0")}`;

/**
 * The shipment feature's SQL (convention 14): every function runs on the executor it is given,
 * the database or the transaction its use case opened, and none opens a transaction.
 */

export async function findOrder(
  executor: TExecutor,
  shipmentId: string,
): Promise<TOrderForWaybill | undefined> {
  const row = await executor
    .selectFrom("orders")
    .innerJoin("ratings", "ratings.shipment_id", "orders.shipment_id")
    .leftJoin("order_shipping_info as info", "info.shipment_id", "orders.shipment_id")
    .select([
      "orders.shipment_id",
      "orders.order_id",
      "orders.session_id",
      "orders.user_id",
      "orders.status",
      "orders.offer",
      "ratings.shipment as rated",
      "info.shipment_id as info_id",
      ...SHIPPING_INFO_COLUMNS,
    ])
    .where("orders.shipment_id", "=", shipmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const offer = row.offer as TOffer;
  return {
    shipmentId: row.shipment_id,
    orderId: row.order_id,
    sessionId: row.session_id,
    userId: row.user_id,
    complete: row.status === "shipping_info" && row.info_id !== null,
    offer,
    rated: parseRatedShipment(row.rated),
    info: waybillShippingInfoOf(row, offer),
    duties: (row.duties ?? []) as TDutyRow[],
    relayPoint: (row.dropoff_to ?? null) as TRelayPoint | null,
    insurancePrice: Number(row.insurance_price_cents ?? 0),
    voucherDiscount: Number(row.voucher_discount_cents ?? 0),
  };
}

/** The customs rows and relay point of a shipment's order: final once paid (a paid order cannot change). */
export async function findOrderExtras(
  executor: TExecutor,
  orderShipmentId: string,
): Promise<{
  duties: TDutyRow[];
  relayPoint: TRelayPoint | null;
  passportNumber: string;
  remarks: string;
  /** The order's notification_recipient; null: the account's default decides. */
  notifyRecipient: boolean | null;
}> {
  const row = await executor
    .selectFrom("order_shipping_info")
    .select(["duties", "dropoff_to", "passport_number", "remarks", "notification_recipient"])
    .where("shipment_id", "=", orderShipmentId)
    .executeTakeFirst();
  return {
    duties: (row?.duties ?? []) as TDutyRow[],
    relayPoint: (row?.dropoff_to ?? null) as TRelayPoint | null,
    passportNumber: row?.passport_number ?? "",
    remarks: row?.remarks ?? "",
    notifyRecipient: row?.notification_recipient ?? null,
  };
}

/** The order's owner, if the caller is it (the ownership rule of orders). */
export async function isOrderOwnedBy(
  executor: TExecutor,
  shipmentId: string,
  orderId: string,
  owner: TOwner,
): Promise<boolean> {
  const row = await executor
    .selectFrom("orders")
    .select("shipment_id")
    .where("shipment_id", "=", shipmentId)
    .where("order_id", "=", orderId)
    .where(ownedBy("orders", owner))
    .executeTakeFirst();
  return row !== undefined;
}

export async function findByOrder(
  executor: TExecutor,
  shipmentId: string,
): Promise<TShipmentRow | undefined> {
  return executor
    .selectFrom("shipments")
    .selectAll()
    .where("shipment_id", "=", shipmentId)
    .executeTakeFirst();
}

/** A shipment of the caller (its session, or the same logged-in user); undefined for anyone else. */
/** A shipment by its id, whoever owns it (a signed document link names it, decision in document-links.ts). */
export async function findShipment(executor: TExecutor, id: string): Promise<TShipmentRow | undefined> {
  return executor.selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findOwned(
  executor: TExecutor,
  id: string,
  owner: TOwner,
): Promise<TShipmentRow | undefined> {
  return executor
    .selectFrom("shipments")
    .selectAll()
    .where("id", "=", id)
    .where(ownedBy("shipments", owner))
    .executeTakeFirst();
}

export async function findInvoice(
  executor: TExecutor,
  shipmentRef: string,
): Promise<TInvoiceRow | undefined> {
  return executor
    .selectFrom("invoices")
    .selectAll()
    .where("shipment_ref", "=", shipmentRef)
    .executeTakeFirst();
}

/**
 * Inserts the shipment and, when given, its invoice under the next number of the year. Run it in
 * the waybill's transaction, after lockOrderForWaybill: the counter row is updated in the same
 * transaction as the invoice insert, so a rolled-back attempt gives its number back (no gap) and
 * numbers never repeat.
 */
export async function insertShipment(
  trx: TExecutor,
  shipment: TNewShipment,
  invoice: TNewInvoice | undefined,
): Promise<{ invoiceNumber: string | null }> {
  await trx
    .insertInto("shipments")
    .values({
      ...shipment,
      tracking_numbers: json(shipment.tracking_numbers),
      ship_from: json(shipment.ship_from),
      ship_to: json(shipment.ship_to),
      parcel_weights_g: json(shipment.parcel_weights_g),
    })
    .execute();
  if (!invoice) return { invoiceNumber: null };
  const year = Number(invoice.issueDate.slice(0, 4));
  const sequence = await nextInvoiceSequence(trx, year);
  const number = formatInvoiceNumber(year, sequence);
  await trx
    .insertInto("invoices")
    .values({
      number,
      year,
      sequence,
      shipment_ref: shipment.id,
      issue_date: invoice.issueDate,
      customer: json(invoice.customer),
      lines: json(invoice.lines),
      currency: invoice.currency,
      total_ti_cents: invoice.totalCents,
      payment_method: invoice.paymentMethod,
      lang: invoice.lang,
      user_id: shipment.user_id ?? null,
      due_date: invoiceDueDate(invoice.issueDate, invoice.paymentMethod),
    })
    .execute();
  await recordPaymentOnIssue(trx, number, shipment.user_id ?? null, invoice);
  return { invoiceNumber: number };
}

/**
 * An invoice paid when it is issued (card or credit) is settled by its order's payment: that
 * payment is written with it, so My payments lists it. A deferred invoice stays owed until pay
 * invoices settles it; a visitor's invoice has no account to list it in and is simply marked paid.
 */
async function recordPaymentOnIssue(
  trx: TExecutor,
  number: string,
  userId: number | null,
  invoice: TNewInvoice,
): Promise<void> {
  const method = invoice.paymentMethod;
  if (method === "deferred") return;
  let paymentId: string | null = null;
  if (userId !== null && (method === "credit_card" || method === "credit") && invoice.totalCents > 0) {
    paymentId = `P${randomBytes(12).toString("base64url")}`;
    await trx
      .insertInto("customer_payments")
      .values({
        id: paymentId,
        user_id: userId,
        amount_cents: invoice.totalCents,
        currency: invoice.currency,
        method,
      })
      .execute();
  }
  await trx
    .updateTable("invoices")
    .set({ paid_at: sql<Date>`now()`, payment_id: paymentId })
    .where("number", "=", number)
    .execute();
}

/** Takes the year's next invoice sequence (the counter row stays locked until the commit). */
async function nextInvoiceSequence(trx: TExecutor, year: number): Promise<number> {
  const counter = await trx
    .insertInto("invoice_counters")
    .values({ year, last_sequence: 1 })
    .onConflict((oc) =>
      oc
        .column("year")
        .doUpdateSet((eb) => ({ last_sequence: eb("invoice_counters.last_sequence", "+", 1) })),
    )
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return counter.last_sequence;
}

/** The account's e-mail address (a logged-in customer's confirmation goes there). */
export async function findUserEmail(executor: TExecutor, userId: number): Promise<string | undefined> {
  const row = await executor.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email;
}

export async function findById(executor: TExecutor, id: string): Promise<TShipmentRow | undefined> {
  return executor.selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Shipments whose confirmation e-mail was never stored (before migration 0015 only). */
export async function listUnmailed(executor: TExecutor): Promise<string[]> {
  const rows = await executor
    .selectFrom("shipments")
    .select("id")
    .where("confirmation_mailed_at", "is", null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Marks the shipment's confirmation stored; undefined when another process did it first. Run it
 * in the transaction that enqueues the e-mail, so both are stored or neither.
 */
export async function markConfirmationMailed(
  trx: TExecutor,
  id: string,
  at: Date,
): Promise<TShipmentRow | undefined> {
  return trx
    .updateTable("shipments")
    .set({ confirmation_mailed_at: at })
    .where("id", "=", id)
    .where("confirmation_mailed_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}

/** Validated -> Cancelled, once: true only for the call that changed it. */
export async function markCancelled(executor: TExecutor, id: string, at: Date): Promise<boolean> {
  const result = await executor
    .updateTable("shipments")
    .set({ status: "Cancelled", cancelled_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "Validated")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
