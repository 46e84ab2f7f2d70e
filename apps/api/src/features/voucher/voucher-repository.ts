import type { Database } from "@ship/db";
import { normalizeVoucherCode, type TVoucher } from "@ship/domain";
import type { Kysely } from "kysely";

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
