import type { Database } from "@ship/db";
import { type Kysely, sql, type Transaction } from "kysely";
import { AppError } from "../../errors/app-error.ts";

/**
 * The last use of a voucher code goes to one order only. The order form checks the code when it
 * is typed, but two customers may both pass that check before either pays; so when an order is
 * about to be paid (a card payment opens, or credit, 'Pay later' or a free order settles), the
 * code's row is locked and the uses already taken by other orders are counted: settled and not
 * refunded, or with a card payment open or paid. Throws order.voucher_used_up (409) when none is
 * left; the customer changes the order (another code, or none).
 */
export async function claimVoucherUse(trx: Transaction<Database>, shipmentId: string): Promise<void> {
  const info = await trx
    .selectFrom("order_shipping_info")
    .select("voucher_code")
    .where("shipment_id", "=", shipmentId)
    .executeTakeFirst();
  const code = info?.voucher_code;
  if (!code) return;
  const voucher = await trx
    .selectFrom("vouchers")
    .select(["usage_limit", "used_count"])
    .where("code", "=", code)
    .forUpdate()
    .executeTakeFirst();
  if (!voucher || voucher.usage_limit === null) return;
  const taken = await countUsesByOthers(trx, code, shipmentId);
  if (voucher.used_count + taken >= voucher.usage_limit) throw new AppError("order.voucher_used_up", 409);
}

async function countUsesByOthers(db: Kysely<Database>, code: string, shipmentId: string): Promise<number> {
  const row = await db
    .selectFrom("order_shipping_info as info")
    .select((eb) => eb.fn.countAll<string>().as("uses"))
    .where("info.voucher_code", "=", code)
    .where("info.shipment_id", "<>", shipmentId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("order_payments")
            .select(sql`1`.as("one"))
            .whereRef("order_payments.shipment_id", "=", "info.shipment_id")
            .where("order_payments.refunded_at", "is", null),
        ),
        eb.exists(
          eb
            .selectFrom("payment_transactions")
            .select(sql`1`.as("one"))
            .whereRef("payment_transactions.shipment_id", "=", "info.shipment_id")
            .where("payment_transactions.status", "in", ["pending", "paid"]),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}
