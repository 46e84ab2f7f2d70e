import { type TOrderRow, ZOrderRow } from "@ship/contracts";
import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * The console's order search (issue 18): a shipment by its public id, its order number, a
 * tracking number or its customer's e-mail, newest first.
 */
export async function searchOrders(executor: TExecutor, text: string, limit: number) {
  const lowered = text.toLowerCase();
  const rows = await executor
    .selectFrom("shipments")
    .leftJoin("users", "users.id", "shipments.user_id")
    .leftJoin("order_payments", "order_payments.shipment_id", "shipments.shipment_id")
    .select([
      "shipments.id",
      "shipments.shipment_id",
      "shipments.status",
      "shipments.carrier_code",
      "shipments.tracking_numbers",
      "users.email as customer_email",
      "shipments.total_cents",
      "shipments.currency",
      "order_payments.method as payment_method",
      "order_payments.refunded_at",
      "shipments.created_at",
    ])
    .where((eb) =>
      eb.or([
        eb("shipments.id", "=", text),
        eb("shipments.shipment_id", "=", text),
        eb(sql<string>`lower(users.email)`, "=", lowered),
        eb(sql<boolean>`shipments.tracking_numbers @> ${JSON.stringify([text])}::jsonb`, "=", true),
      ]),
    )
    .orderBy("shipments.created_at", "desc")
    .limit(limit + 1)
    .execute();
  const toRow = (row: (typeof rows)[number]): TOrderRow =>
    ZOrderRow.parse({
      id: row.id,
      shipment_id: row.shipment_id,
      status: row.status,
      carrier_code: row.carrier_code,
      tracking_numbers: row.tracking_numbers,
      customer_email: row.customer_email,
      total: row.total_cents,
      currency: row.currency,
      payment_method: row.payment_method,
      refunded: row.refunded_at !== null,
      created_at: row.created_at.toISOString(),
    });
  return { rows: rows.slice(0, limit).map(toRow), truncated: rows.length > limit };
}
