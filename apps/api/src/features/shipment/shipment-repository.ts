import type {
  TOffer,
  TOrderShippingInfo,
  TRatedShipment,
  TRelayPoint,
  TSettlementMethod,
  TShippingInfo,
} from "@ship/contracts";
import type { Database, TShipmentsTable } from "@ship/db";
import type { TInvoiceLine } from "@ship/documents";
import type { TLang } from "@ship/domain";
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import { lockOrder, SHIPPING_INFO_COLUMNS } from "../order/order-repository.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";

export type { TOwner };
export type TShipmentRow = Selectable<TShipmentsTable>;
type TDb = Kysely<Database> | Transaction<Database>;

/** A paid order as the waybill needs it: the offer, the shipping info and the rated parcels. */
export type TOrderForWaybill = {
  shipmentId: string;
  orderId: string;
  sessionId: string;
  userId: number | null;
  complete: boolean;
  offer: TOffer;
  rated: TRatedShipment;
  info: Omit<TShippingInfo, "declared_value"> & { declared_value: number | null };
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

export function createShipmentRepository(db: Kysely<Database>) {
  return {
    /** Runs `work` in one database transaction with the order row locked (concurrent calls take turns). */
    async withOrderLocked<T>(
      shipmentId: string,
      work: (trx: Transaction<Database>) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await lockOrder(trx, shipmentId);
        return work(trx);
      });
    },

    async findOrder(shipmentId: string, executor: TDb = db): Promise<TOrderForWaybill | undefined> {
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
        rated: row.rated as TRatedShipment,
        info: {
          ship_from: row.ship_from as TShippingInfo["ship_from"],
          ship_to: row.ship_to as TShippingInfo["ship_to"],
          reason: (row.reason ?? "gift") as TShippingInfo["reason"],
          content: row.content ?? "",
          declared_value: row.declared_value_cents === null ? null : Number(row.declared_value_cents),
          currency: row.currency ?? offer.currency,
          insurance: row.insurance ? 1 : 0,
          shipping_method: row.shipping_method ?? "dropoff",
          shipment_date: row.shipment_date ?? offer.shipment_date,
          ready_time: row.ready_time,
          close_time: row.close_time,
          label_format: row.label_format ?? "PDF",
          notes: row.notes ?? "",
          customer_code: row.customer_code ?? "",
          hazardous: row.hazardous ? 1 : 0,
          terms: row.terms ? 1 : 0,
        },
        duties: (row.duties ?? []) as TDutyRow[],
        relayPoint: (row.dropoff_to ?? null) as TRelayPoint | null,
        insurancePrice: Number(row.insurance_price_cents ?? 0),
        voucherDiscount: Number(row.voucher_discount_cents ?? 0),
      };
    },

    /** The customs rows and relay point of a shipment's order: final once paid (a paid order cannot change). */
    async findOrderExtras(orderShipmentId: string): Promise<{
      duties: TDutyRow[];
      relayPoint: TRelayPoint | null;
      passportNumber: string;
      remarks: string;
    }> {
      const row = await db
        .selectFrom("order_shipping_info")
        .select(["duties", "dropoff_to", "passport_number", "remarks"])
        .where("shipment_id", "=", orderShipmentId)
        .executeTakeFirst();
      return {
        duties: (row?.duties ?? []) as TDutyRow[],
        relayPoint: (row?.dropoff_to ?? null) as TRelayPoint | null,
        passportNumber: row?.passport_number ?? "",
        remarks: row?.remarks ?? "",
      };
    },

    /** The order's owner, if the caller is it (the ownership rule of orders). */
    async isOrderOwnedBy(shipmentId: string, orderId: string, owner: TOwner): Promise<boolean> {
      const row = await db
        .selectFrom("orders")
        .select("shipment_id")
        .where("shipment_id", "=", shipmentId)
        .where("order_id", "=", orderId)
        .where(ownedBy("orders", owner))
        .executeTakeFirst();
      return row !== undefined;
    },

    async findByOrder(shipmentId: string, executor: TDb = db): Promise<TShipmentRow | undefined> {
      return executor
        .selectFrom("shipments")
        .selectAll()
        .where("shipment_id", "=", shipmentId)
        .executeTakeFirst();
    },

    /** A shipment of the caller (its session, or the same logged-in user); undefined for anyone else. */
    async findOwned(id: string, owner: TOwner): Promise<TShipmentRow | undefined> {
      return db
        .selectFrom("shipments")
        .selectAll()
        .where("id", "=", id)
        .where(ownedBy("shipments", owner))
        .executeTakeFirst();
    },

    async findInvoice(shipmentRef: string, executor: TDb = db): Promise<TInvoiceRow | undefined> {
      return executor
        .selectFrom("invoices")
        .selectAll()
        .where("shipment_ref", "=", shipmentRef)
        .executeTakeFirst();
    },

    /**
     * Inserts the shipment and, when given, its invoice under the next number of the year. Call it
     * inside withOrderLocked: the counter row is updated in the same transaction as the invoice
     * insert, so a rolled-back attempt gives its number back (no gap) and numbers never repeat.
     */
    async insertShipment(
      trx: Transaction<Database>,
      shipment: Insertable<TShipmentsTable>,
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
      const number = formatInvoiceNumber(year, counter.last_sequence);
      await trx
        .insertInto("invoices")
        .values({
          number,
          year,
          sequence: counter.last_sequence,
          shipment_ref: shipment.id,
          issue_date: invoice.issueDate,
          customer: json(invoice.customer),
          lines: json(invoice.lines),
          currency: invoice.currency,
          total_ti_cents: invoice.totalCents,
          payment_method: invoice.paymentMethod,
          lang: invoice.lang,
        })
        .execute();
      return { invoiceNumber: number };
    },

    /**
     * Settled orders without a shipment (the recovery sweep at start): paid by card (the
     * notification came), or settled by credit, deferred payment or as free (POST /order settled
     * them, then the API stopped), and not refunded.
     */
    async listSettledOrdersWithoutShipment(): Promise<
      { shipmentId: string; method: TSettlementMethod; lang: TLang }[]
    > {
      const paidByCard = await db
        .selectFrom("payment_transactions as t")
        .leftJoin("shipments as s", "s.shipment_id", "t.shipment_id")
        .select(["t.shipment_id", "t.lang"])
        .where("t.status", "=", "paid")
        .where("s.id", "is", null)
        .orderBy("t.paid_at")
        .execute();
      const settled = await db
        .selectFrom("order_payments as p")
        .leftJoin("shipments as s", "s.shipment_id", "p.shipment_id")
        .select(["p.shipment_id", "p.method"])
        .where("p.refunded_at", "is", null)
        .where("s.id", "is", null)
        .orderBy("p.settled_at")
        .execute();
      const byOrder = new Map<string, { shipmentId: string; method: TSettlementMethod; lang: TLang }>();
      for (const row of paidByCard) {
        byOrder.set(row.shipment_id, { shipmentId: row.shipment_id, method: "credit_card", lang: row.lang });
      }
      for (const row of settled) {
        const card = byOrder.get(row.shipment_id);
        // Spec §9: French is the default language when no card payment recorded one.
        byOrder.set(row.shipment_id, {
          shipmentId: row.shipment_id,
          method: row.method,
          lang: card?.lang ?? "fr",
        });
      }
      return [...byOrder.values()];
    },

    /** The account's e-mail address (a logged-in customer's confirmation goes there). */
    async findUserEmail(userId: number, executor: TDb = db): Promise<string | undefined> {
      const row = await executor
        .selectFrom("users")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirst();
      return row?.email;
    },

    async findById(id: string): Promise<TShipmentRow | undefined> {
      return db.selectFrom("shipments").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Shipments whose confirmation e-mail was never stored (before migration 0015 only). */
    async listUnmailed(): Promise<string[]> {
      const rows = await db
        .selectFrom("shipments")
        .select("id")
        .where("confirmation_mailed_at", "is", null)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Marks the shipment's confirmation stored and runs `enqueue` in the same transaction; false
     * when another process did it first.
     */
    async markConfirmationMailed(
      id: string,
      at: Date,
      enqueue: (trx: Transaction<Database>, row: TShipmentRow) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("shipments")
          .set({ confirmation_mailed_at: at })
          .where("id", "=", id)
          .where("confirmation_mailed_at", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (!row) return false;
        await enqueue(trx, row);
        return true;
      });
    },

    /** Validated -> Cancelled, once: true only for the call that changed it. */
    async markCancelled(id: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable("shipments")
        .set({ status: "Cancelled", cancelled_at: at, updated_at: at })
        .where("id", "=", id)
        .where("status", "=", "Validated")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Tracking moved the shipment on (Pickuped, Delivered): stored so Cancel is no longer offered. */
    async updateStatus(id: string, from: TShipmentRow["status"], to: TShipmentRow["status"]): Promise<void> {
      await db
        .updateTable("shipments")
        .set({ status: to, updated_at: new Date() })
        .where("id", "=", id)
        .where("status", "=", from)
        .execute();
    },
  };
}
export type TShipmentRepository = ReturnType<typeof createShipmentRepository>;
