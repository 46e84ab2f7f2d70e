import type { Database } from "@ship/db";
import { normalizeVoucherCode, type TVoucher } from "@ship/domain";
import { type Kysely, sql, type Transaction } from "kysely";

/**
 * The operator's voucher codes (migration 0010); codes are stored upper-case.
 *
 * A code's uses are counted when orders are paid: every settled order has its order_payments row
 * (card, credit, deferred or free, decision 016), so the uses are the settled, not refunded orders
 * whose shipping info kept the code, plus used_count, the uses the operator recorded outside this
 * application (an imported campaign). Counting at read time keeps the payment code unchanged and
 * never double-counts a retried payment.
 */
export function createVoucherRepository(db: Kysely<Database>) {
  return {
    async findVoucher(code: string): Promise<TVoucher | undefined> {
      const row = await db
        .selectFrom("vouchers")
        .select((eb) => [
          "vouchers.code",
          "vouchers.kind",
          "vouchers.value",
          "vouchers.valid_from",
          "vouchers.valid_until",
          "vouchers.usage_limit",
          "vouchers.used_count",
          eb
            .selectFrom("order_payments")
            .innerJoin("order_shipping_info", "order_shipping_info.shipment_id", "order_payments.shipment_id")
            .select((count) => count.fn.countAll<string>().as("paid"))
            .whereRef("order_shipping_info.voucher_code", "=", "vouchers.code")
            .where("order_payments.refunded_at", "is", null)
            .as("paid_uses"),
        ])
        .where("vouchers.code", "=", normalizeVoucherCode(code))
        .executeTakeFirst();
      if (!row) return undefined;
      const { paid_uses, ...voucher } = row;
      return { ...voucher, used_count: voucher.used_count + Number(paid_uses ?? 0) };
    },
  };
}
export type TVoucherRepository = ReturnType<typeof createVoucherRepository>;

/** The transaction an order's payment or settlement runs in, where its voucher use is claimed. */
export type TVoucherTransaction = Transaction<Database>;

/**
 * Locks the voucher row of the order's code (FOR UPDATE, until the caller's transaction ends) and
 * counts the uses other orders have taken; undefined when the order has no code or the code no
 * usage limit (nothing to count).
 */
export async function lockVoucherUses(
  trx: TVoucherTransaction,
  shipmentId: string,
): Promise<{ usageLimit: number; usedCount: number; takenByOthers: number } | undefined> {
  const info = await trx
    .selectFrom("order_shipping_info")
    .select("voucher_code")
    .where("shipment_id", "=", shipmentId)
    .executeTakeFirst();
  const code = info?.voucher_code;
  if (!code) return undefined;
  const voucher = await trx
    .selectFrom("vouchers")
    .select(["usage_limit", "used_count"])
    .where("code", "=", code)
    .forUpdate()
    .executeTakeFirst();
  if (!voucher || voucher.usage_limit === null) return undefined;
  const takenByOthers = await countUsesByOthers(trx, code, shipmentId);
  return { usageLimit: voucher.usage_limit, usedCount: voucher.used_count, takenByOthers };
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

/** Issue 18: a voucher code created from the operator console; false when the code exists. */
export async function insertVoucher(
  executor: Kysely<Database> | Transaction<Database>,
  voucher: Omit<TVoucher, "used_count">,
): Promise<boolean> {
  const row = await executor
    .insertInto("vouchers")
    .values({ ...voucher, code: normalizeVoucherCode(voucher.code) })
    .onConflict((oc) => oc.column("code").doNothing())
    .returning("code")
    .executeTakeFirst();
  return row !== undefined;
}

/** Issue 18: every voucher code with its uses, newest first (the console's list). */
export async function listVouchersWithUses(db: Kysely<Database>, codes?: string[]) {
  let query = db
    .selectFrom("vouchers")
    .select((eb) => [
      "vouchers.code",
      "vouchers.kind",
      "vouchers.value",
      "vouchers.valid_from",
      "vouchers.valid_until",
      "vouchers.usage_limit",
      "vouchers.used_count",
      "vouchers.created_at",
      // Counted as findVoucher counts them: settled, not refunded orders with the code.
      eb
        .selectFrom("order_payments")
        .innerJoin("order_shipping_info", "order_shipping_info.shipment_id", "order_payments.shipment_id")
        .select((count) => count.fn.countAll<string>().as("paid"))
        .whereRef("order_shipping_info.voucher_code", "=", "vouchers.code")
        .where("order_payments.refunded_at", "is", null)
        .as("paid_uses"),
    ])
    .orderBy("vouchers.created_at", "desc")
    .orderBy("vouchers.code");
  if (codes) query = query.where("vouchers.code", "in", codes);
  const rows = await query.execute();
  return rows.map(({ paid_uses, ...row }) => ({ ...row, uses: row.used_count + Number(paid_uses ?? 0) }));
}

/** Issue 18: the settled orders that used a code, newest first (refunded ones say so). */
export function listVoucherUses(db: Kysely<Database>, code: string, limit: number) {
  return db
    .selectFrom("order_payments")
    .innerJoin("order_shipping_info", "order_shipping_info.shipment_id", "order_payments.shipment_id")
    .leftJoin("users", "users.id", "order_payments.user_id")
    .select([
      "order_payments.shipment_id",
      "users.email as customer_email",
      "order_payments.total_cents",
      "order_shipping_info.voucher_discount_cents",
      "order_payments.currency",
      "order_payments.refunded_at",
      "order_payments.settled_at",
    ])
    .where("order_shipping_info.voucher_code", "=", normalizeVoucherCode(code))
    .orderBy("order_payments.settled_at", "desc")
    .limit(limit)
    .execute();
}
