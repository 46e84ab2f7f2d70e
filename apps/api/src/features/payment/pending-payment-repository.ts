import type { Database } from "@ship/db";
import type { Transaction } from "kysely";

/**
 * Before an order changes (decision 028), in the order's transaction after `lockOrder`: a payment
 * still pending was made for the old offer or price, so it is replaced and its card page can no
 * longer charge. Answers whether the order is paid, read after that update, so a notification
 * that was applying a payment meanwhile is seen (a paid order is final).
 */
export async function replacePendingPayments(
  trx: Transaction<Database>,
  shipmentId: string,
): Promise<"ok" | "paid"> {
  await trx
    .updateTable("payment_transactions")
    .set({ status: "replaced", updated_at: new Date() })
    .where("shipment_id", "=", shipmentId)
    .where("status", "=", "pending")
    .execute();
  const paid = await trx
    .selectFrom("payment_transactions")
    .select("id")
    .where("shipment_id", "=", shipmentId)
    .where("status", "=", "paid")
    .executeTakeFirst();
  return paid ? "paid" : "ok";
}
