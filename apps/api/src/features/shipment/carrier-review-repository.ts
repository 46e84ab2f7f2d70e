import type { Database } from "@ship/db";
import type { Selectable } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * Paid orders whose shipment creation the carrier left unknown (migration 0046, decision 062):
 * while a review is open the order is never sent to the carrier again on its own; an operator
 * retries it or cancels and refunds it.
 */
export type TCarrierReviewRow = Selectable<Database["carrier_reviews"]>;
export type TCarrierReviewReason = TCarrierReviewRow["reason"];

/** Opens (or opens again, after a retry that ended the same way) the order's review. */
export async function openCarrierReview(
  executor: TExecutor,
  review: { shipmentId: string; carrierCode: string; reason: TCarrierReviewReason; at: Date },
): Promise<void> {
  const row = {
    carrier_code: review.carrierCode,
    reason: review.reason,
    created_at: review.at,
    resolved_at: null,
    resolution: null,
  };
  await executor
    .insertInto("carrier_reviews")
    .values({ shipment_id: review.shipmentId, ...row })
    .onConflict((oc) => oc.column("shipment_id").doUpdateSet(row))
    .execute();
}

/** The order's review, open or cancelled by an operator; undefined when none holds its creation. */
export async function carrierReviewHold(
  executor: TExecutor,
  shipmentId: string,
): Promise<"open" | "cancelled" | undefined> {
  const row = await executor
    .selectFrom("carrier_reviews")
    .select(["resolved_at", "resolution"])
    .where("shipment_id", "=", shipmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.resolved_at === null) return "open";
  return row.resolution === "cancelled" ? "cancelled" : undefined;
}

/**
 * The orders among `shipmentIds` whose creation a review holds (open, or cancelled and refunded):
 * the paid-order sweep leaves them alone.
 */
export async function underCarrierReview(executor: TExecutor, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return new Set<string>();
  const rows = await executor
    .selectFrom("carrier_reviews")
    .select("shipment_id")
    .where("shipment_id", "in", shipmentIds)
    .where((eb) => eb.or([eb("resolved_at", "is", null), eb("resolution", "=", "cancelled")]))
    .execute();
  return new Set(rows.map((row) => row.shipment_id));
}

/** Closes an open review; false when none was open (another operator closed it first). */
export async function resolveCarrierReview(
  executor: TExecutor,
  shipmentId: string,
  resolution: NonNullable<TCarrierReviewRow["resolution"]>,
  at: Date,
): Promise<boolean> {
  const result = await executor
    .updateTable("carrier_reviews")
    .set({ resolved_at: at, resolution })
    .where("shipment_id", "=", shipmentId)
    .where("resolved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An open review as the console lists it: the order, its customer and what was paid. */
export async function listOpenCarrierReviews(executor: TExecutor, limit: number) {
  const rows = await executor
    .selectFrom("carrier_reviews")
    .innerJoin("orders", "orders.shipment_id", "carrier_reviews.shipment_id")
    .leftJoin("users", "users.id", "orders.user_id")
    .leftJoin("order_payments", "order_payments.shipment_id", "carrier_reviews.shipment_id")
    .select([
      "carrier_reviews.shipment_id",
      "orders.order_id",
      "carrier_reviews.carrier_code",
      "carrier_reviews.reason",
      "carrier_reviews.created_at",
      "users.email as customer_email",
      "order_payments.method as payment_method",
      "order_payments.total_cents",
      "order_payments.currency",
    ])
    .where("carrier_reviews.resolved_at", "is", null)
    .orderBy("carrier_reviews.created_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * What the customer's e-mail about a cancelled review says and where it goes: the account's
 * address when logged in, else the sender's; the language of the order's card payment, else
 * French (spec §9's default, as the paid-order sweep uses).
 */
export async function findReviewedOrderForMail(executor: TExecutor, shipmentId: string) {
  const row = await executor
    .selectFrom("orders")
    .innerJoin("order_shipping_info as info", "info.shipment_id", "orders.shipment_id")
    .leftJoin("users", "users.id", "orders.user_id")
    .select([
      "orders.order_id",
      "orders.offer",
      "info.ship_from",
      "info.ship_to",
      "users.email as account_email",
    ])
    .select((eb) =>
      eb
        .selectFrom("payment_transactions as t")
        .select("t.lang")
        .whereRef("t.shipment_id", "=", "orders.shipment_id")
        .where("t.purpose", "=", "order")
        .where("t.status", "=", "paid")
        .limit(1)
        .as("lang"),
    )
    .where("orders.shipment_id", "=", shipmentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const shipFrom = row.ship_from as { email: string };
  const shipTo = row.ship_to as { name: string; city: string };
  return {
    orderId: row.order_id,
    carrierName: (row.offer as { carrier_name: string }).carrier_name,
    recipient: `${shipTo.name}, ${shipTo.city}`,
    to: row.account_email ?? shipFrom.email,
    lang: row.lang ?? ("fr" as const),
  };
}
