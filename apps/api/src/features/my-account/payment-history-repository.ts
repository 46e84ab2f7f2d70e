import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import { likePattern } from "./history-repository.ts";

/**
 * My payments (spec §2, §3 Payment row): the payments the customers made and the invoices each
 * settled. Written with an order's invoice (shipment feature) or by pay invoices.
 */

export type TPaymentSort = "date" | "amount" | "method";

export type TPaymentListQuery = {
  userIds: readonly number[];
  search: string;
  sort: TPaymentSort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  date: sql`customer_payments.paid_at`,
  amount: sql`customer_payments.amount_cents`,
  method: sql`customer_payments.method`,
} as const;

function filtered(executor: TExecutor, query: TPaymentListQuery) {
  return executor
    .selectFrom("customer_payments")
    .where("customer_payments.user_id", "in", [...query.userIds])
    .$if(query.search !== "", (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom("invoices")
            .select(sql`1`.as("one"))
            .whereRef("invoices.payment_id", "=", "customer_payments.id")
            .where(sql<boolean>`invoices.number ilike ${likePattern(query.search)}`),
        ),
      ),
    );
}

/** One page of the users' payments, each with its invoices (number and shipment), and the count. */
export async function listPayments(executor: TExecutor, query: TPaymentListQuery) {
  if (query.userIds.length === 0) return { rows: [], total: 0 };
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  const [payments, count] = await Promise.all([
    filtered(executor, query)
      .selectAll("customer_payments")
      .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
      .orderBy("customer_payments.id", query.order)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered(executor, query)
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  const invoices =
    payments.length === 0
      ? []
      : await executor
          .selectFrom("invoices")
          .select(["number", "shipment_ref", "payment_id"])
          .where(
            "payment_id",
            "in",
            payments.map((payment) => payment.id),
          )
          .orderBy("number")
          .execute();
  const rows = payments.map((payment) => ({
    ...payment,
    invoices: invoices.filter((invoice) => invoice.payment_id === payment.id),
  }));
  return { rows, total: Number(count.total) };
}
export type TPaymentListRow = Awaited<ReturnType<typeof listPayments>>["rows"][number];
