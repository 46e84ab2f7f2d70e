import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * The next `size` payments of the users, newest first, after the one whose id is `afterId`
 * (keyset on the payment time and the id, read back in the database so a timestamp keeps its
 * microseconds), each with the numbers of the invoices it settled: the payment export reads them a
 * batch at a time. It only reads `customer_payments` and `invoices`, which other features write.
 */
export async function nextPaymentBatch(
  executor: TExecutor,
  userIds: readonly number[],
  afterId: string | null,
  size: number,
) {
  if (userIds.length === 0) return [];
  return executor
    .selectFrom("customer_payments")
    .select([
      "customer_payments.id",
      "customer_payments.paid_at",
      "customer_payments.amount_cents",
      "customer_payments.currency",
      "customer_payments.method",
      sql<string>`coalesce((select string_agg(invoices.number, ', ' order by invoices.number) from invoices
        where invoices.payment_id = customer_payments.id), '')`.as("invoice_numbers"),
    ])
    .where("customer_payments.user_id", "in", [...userIds])
    .$if(afterId !== null, (qb) =>
      qb.where(
        sql<boolean>`(customer_payments.paid_at, customer_payments.id) <
          (select p.paid_at, p.id from customer_payments p where p.id = ${afterId})`,
      ),
    )
    .orderBy("customer_payments.paid_at", "desc")
    .orderBy("customer_payments.id", "desc")
    .limit(size)
    .execute();
}

export type TPaymentExportRow = Awaited<ReturnType<typeof nextPaymentBatch>>[number];
