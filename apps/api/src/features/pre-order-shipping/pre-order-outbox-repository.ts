import type { Database } from "@ship/db";
import { type Kysely, sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** A shipment to append on the pre-order service (contract ZPreorderPatchBody, kept as sent). */
export type TOutboxPayload = {
  shipment: {
    shipment_id: string;
    carrier_name: string;
    service_name: string;
    price_ti: number;
    currency: "EUR" | "USD";
    status: "Created" | "Validated" | "Pickuped" | "Delivered" | "Cancelled";
  };
  products: { product_id: string; quantity: number }[];
};

/** A row of the outbox as the delivery job reads it. */
export type TPreOrderOutboxRow = {
  id: number;
  userId: number;
  merchantOrderId: string;
  payload: TOutboxPayload;
  attempts: number;
};

/** A shipment made here that the pre-order service has not been told of yet. */
export type TPendingShipment = {
  merchantOrderId: string;
  payload: TOutboxPayload;
  attempts: number;
  lastError: string | null;
  /** The service refused it for good (a 4xx): no more attempts. */
  refused: boolean;
};

/**
 * Writes the shipment to append with the waybill's transaction (decision 046), due at once; a
 * second row for the same shipment is ignored (unique shipment_ref). Answers whether it was stored.
 */
export async function enqueuePreOrderShipment(
  executor: TExecutor,
  row: { userId: number; merchantOrderId: string; shipmentRef: string; payload: TOutboxPayload },
): Promise<number | undefined> {
  const stored = await executor
    .insertInto("pre_order_outbox")
    .values({
      user_id: row.userId,
      merchant_order_id: row.merchantOrderId,
      shipment_ref: row.shipmentRef,
      payload: JSON.stringify(row.payload),
    })
    .onConflict((oc) => oc.columns(["shipment_ref", "event"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return stored?.id;
}

/**
 * A shipment made from a pre-order is cancelled (in the cancellation's transaction): the service
 * is told with the same PATCH, the shipment now Cancelled, so its units count as unsent again.
 * Nothing for a shipment that did not come from a pre-order; once per shipment. Answers whether
 * a row was written (the caller wakes the job after commit).
 */
export async function enqueuePreOrderCancellation(
  executor: TExecutor,
  shipmentRef: string,
): Promise<number | undefined> {
  const stored = await executor
    .insertInto("pre_order_outbox")
    .columns(["user_id", "merchant_order_id", "shipment_ref", "event", "payload"])
    .expression((eb) =>
      eb
        .selectFrom("pre_order_outbox")
        .select([
          "user_id",
          "merchant_order_id",
          "shipment_ref",
          sql.lit("cancelled").as("event"),
          sql`jsonb_set(payload, '{shipment,status}', '"Cancelled"')`.as("payload"),
        ])
        .where("shipment_ref", "=", shipmentRef)
        .where("event", "=", "shipped"),
    )
    .onConflict((oc) => oc.columns(["shipment_ref", "event"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return stored?.id;
}

/** The user's shipments still waiting for the service, optionally of some merchant orders only. */
export async function listPendingShipments(
  executor: TExecutor,
  userId: number,
  merchantOrderIds?: readonly string[],
): Promise<TPendingShipment[]> {
  if (merchantOrderIds?.length === 0) return [];
  let query = executor
    .selectFrom("pre_order_outbox")
    .select(["merchant_order_id", "payload", "attempts", "last_error", "next_attempt_at"])
    .where("user_id", "=", userId)
    .where("delivered_at", "is", null)
    .orderBy("id");
  if (merchantOrderIds) query = query.where("merchant_order_id", "in", merchantOrderIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    merchantOrderId: row.merchant_order_id,
    payload: row.payload as TOutboxPayload,
    attempts: row.attempts,
    lastError: row.last_error,
    refused: row.next_attempt_at === null,
  }));
}

/** Shipments still to be sent to the service (the metrics gauge); refused ones are not waiting. */
export async function countPendingShipments(executor: TExecutor): Promise<number> {
  const row = await executor
    .selectFrom("pre_order_outbox")
    .select((eb) => eb.fn.countAll<string>().as("pending"))
    .where("next_attempt_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}

/** The delivery job's statements (decision 046), on the database handle: each is its own change. */
export function createPreOrderOutboxRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts an attempt at one row and answers it: "done" once delivered or refused, "waiting"
     * while an earlier row of the same shipment is still to be sent (a shipment's rows go in
     * order, so the service never gets Cancelled before Validated).
     */
    async takeForDelivery(id: number): Promise<TPreOrderOutboxRow | "done" | "waiting"> {
      const row = await db
        .updateTable("pre_order_outbox as row")
        .set((eb) => ({ attempts: eb("row.attempts", "+", 1) }))
        .where("row.id", "=", id)
        .where("row.next_attempt_at", "is not", null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("pre_order_outbox as earlier")
                .select("earlier.id")
                .whereRef("earlier.shipment_ref", "=", "row.shipment_ref")
                .whereRef("earlier.id", "<", "row.id")
                .where("earlier.next_attempt_at", "is not", null),
            ),
          ),
        )
        .returning(["row.id", "row.user_id", "row.merchant_order_id", "row.payload", "row.attempts"])
        .executeTakeFirst();
      if (row) {
        return {
          id: row.id,
          userId: row.user_id,
          merchantOrderId: row.merchant_order_id,
          payload: row.payload as TOutboxPayload,
          attempts: row.attempts,
        };
      }
      const pending = await db
        .selectFrom("pre_order_outbox")
        .select("id")
        .where("id", "=", id)
        .where("next_attempt_at", "is not", null)
        .executeTakeFirst();
      return pending ? "waiting" : "done";
    },

    async markDelivered(id: number, at: Date): Promise<void> {
      await db
        .updateTable("pre_order_outbox")
        .set({ delivered_at: at, next_attempt_at: null, last_error: null })
        .where("id", "=", id)
        .execute();
    },

    /** A failed delivery: the error is kept; `refused` gives the row up (refused by the service). */
    async markFailed(id: number, error: string, refused: boolean): Promise<void> {
      await db
        .updateTable("pre_order_outbox")
        .set({ last_error: error.slice(0, 1000), ...(refused ? { next_attempt_at: null } : {}) })
        .where("id", "=", id)
        .execute();
    },
  };
}
export type TPreOrderOutboxRepository = ReturnType<typeof createPreOrderOutboxRepository>;
