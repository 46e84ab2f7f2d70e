import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TCountCache } from "./count-cache.ts";
import { likePattern, readVersion } from "./history-repository.ts";

/**
 * My invoices and Pay invoices (spec §2): a read model over the invoices, their shipment's status
 * and the payment that settled them. The shipment feature writes invoices; pay invoices settles them.
 */

export type TInvoiceSort = "date" | "due_date" | "amount" | "number" | "payment_date";

export type TInvoiceListQuery = {
  userIds: readonly number[];
  search: string;
  /** Only what is still owed. */
  unpaidOnly: boolean;
  /** The invoices of cancelled shipments (true) or the others (false). */
  cancelled: boolean;
  amountCents: { from?: number; to?: number };
  issued: { from?: string; to?: string };
  due: { from?: string; to?: string };
  sort: TInvoiceSort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  date: sql`invoices.created_at`,
  due_date: sql`invoices.due_date`,
  amount: sql`invoices.total_ti_cents`,
  number: sql`invoices.number`,
  payment_date: sql`invoices.paid_at`,
} as const;

function filtered(executor: TExecutor, query: TInvoiceListQuery) {
  const { amountCents, issued, due } = query;
  return executor
    .selectFrom("invoices")
    .where("invoices.user_id", "in", [...query.userIds])
    .where("invoices.cancelled_at", query.cancelled ? "is not" : "is", null)
    .$if(query.unpaidOnly, (qb) => qb.where("invoices.paid_at", "is", null))
    .$if(amountCents.from !== undefined, (qb) =>
      qb.where("invoices.total_ti_cents", ">=", amountCents.from ?? 0),
    )
    .$if(amountCents.to !== undefined, (qb) => qb.where("invoices.total_ti_cents", "<=", amountCents.to ?? 0))
    .$if(issued.from !== undefined, (qb) => qb.where("invoices.issue_date", ">=", issued.from ?? ""))
    .$if(issued.to !== undefined, (qb) => qb.where("invoices.issue_date", "<=", issued.to ?? ""))
    .$if(due.from !== undefined, (qb) => qb.where("invoices.due_date", ">=", due.from ?? ""))
    .$if(due.to !== undefined, (qb) => qb.where("invoices.due_date", "<=", due.to ?? ""))
    .$if(query.search !== "", (qb) =>
      qb.where((eb) => {
        const pattern = likePattern(query.search);
        return eb.or(
          [sql`invoices.number`, sql`invoices.customer->>'company'`, sql`invoices.customer->>'name'`].map(
            (column) => sql<boolean>`${column} ilike ${pattern}`,
          ),
        );
      }),
    );
}

/** One page of the users' invoices, how many there are, and what they still owe per currency. */
export async function listInvoices(executor: TExecutor, query: TInvoiceListQuery, counts: TCountCache) {
  if (query.userIds.length === 0) return { rows: [], total: 0, unpaid: [] };
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  // The page's numbers first, in index order, then their columns for these rows only.
  const pageNumbers = filtered(executor, query)
    .select("invoices.number")
    // The number breaks ties, so a page never repeats or skips an invoice.
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
    .orderBy("invoices.number", query.order)
    .limit(query.limit)
    .offset(query.offset);
  const rows = await executor
    .selectFrom("invoices")
    .where("invoices.number", "in", pageNumbers)
    // The shipment's status and the credit note (one each, unique keys) as sub-selects: cheaper
    // to plan than the joins (decision 042).
    .select((eb) => [
      eb
        .selectFrom("shipments")
        .select("shipments.status")
        .whereRef("shipments.id", "=", "invoices.shipment_ref")
        .as("status"),
      eb
        .selectFrom("credit_notes")
        .select("credit_notes.number")
        .whereRef("credit_notes.invoice_number", "=", "invoices.number")
        .as("credit_note_number"),
    ])
    .select([
      "invoices.number",
      "invoices.user_id",
      "invoices.shipment_ref",
      "invoices.issue_date",
      "invoices.due_date",
      "invoices.customer",
      "invoices.currency",
      "invoices.total_ti_cents",
      "invoices.payment_method",
      "invoices.paid_at",
      "invoices.payment_id",
      // The count's version comes back with the page: one statement per page, not two.
      invoicesVersion(query.userIds).as("version"),
    ])
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
    .orderBy("invoices.number", query.order)
    .execute();
  const version = rows[0]?.version ?? (await readVersion(executor, invoicesVersion(query.userIds)));
  return { rows, ...(await countInvoices(executor, query, counts, version)) };
}

/**
 * The version of the users' invoices for the count cache. What can change a match is a new
 * invoice, a payment or a cancellation (which issues a credit note): the newest of each, read by
 * index, as text to the microsecond; an empty place for none keeps the three apart.
 */
function invoicesVersion(userIds: readonly number[]) {
  const ids = sql.join([...userIds]);
  return sql<string>`concat(
    (select max(created_at) from invoices where user_id in (${ids})), '|',
    (select max(paid_at) from invoices where user_id in (${ids})), '|',
    (select max(created_at) from credit_notes where user_id in (${ids})))`;
}

/** How many invoices match and what they owe, computed once per version of the rows (count-cache.ts). */
async function countInvoices(
  executor: TExecutor,
  query: TInvoiceListQuery,
  counts: TCountCache,
  version: string,
) {
  const { limit: _limit, offset: _offset, sort: _sort, order: _order, ...filter } = query;
  const key = ["invoices", filter, version];
  return counts.get(key, async () => {
    const totals = await filtered(executor, query)
      .select((eb) => [
        "invoices.currency",
        eb.fn.countAll<string | number>().as("count"),
        sql<
          string | number
        >`coalesce(sum(case when invoices.paid_at is null then invoices.total_ti_cents else 0 end), 0)`.as(
          "unpaid_cents",
        ),
      ])
      .groupBy("invoices.currency")
      .execute();
    return {
      total: totals.reduce((sum, row) => sum + Number(row.count), 0),
      unpaid: totals
        .map((row) => ({ currency: row.currency, cents: Number(row.unpaid_cents) }))
        .filter((row) => row.cents > 0),
    };
  });
}
export type TInvoiceListRow = Awaited<ReturnType<typeof listInvoices>>["rows"][number];
