import { SHIPMENT_RECIPIENT, SHIPMENT_SEARCH_TEXT } from "@ship/db";
import { type RawBuilder, sql } from "kysely";
import { createRoundTripBatcher } from "../../db/round-trip-batcher.ts";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TCountCache } from "./count-cache.ts";

/**
 * The customer's history (spec §2 my account): a read model over the shipments, their invoices
 * and their orders' shipping info, for the lists of my account. It only reads; the shipment,
 * order and payment features own and write these tables.
 */

export type TShipmentSort = "date" | "carrier" | "recipient" | "price" | "status";

export type TShipmentListQuery = {
  /** The users whose shipments are listed: the caller, or the caller and its sub-accounts. */
  userIds: readonly number[];
  /** Already trimmed; "" lists everything. */
  search: string;
  sort: TShipmentSort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
};

/** A schema expression of migration 0025 with its columns named as the shipments table's (joins). */
const onShipments = (expression: string) =>
  sql.raw(
    expression.replace(/\b(tracking_numbers|reference|carrier_name|ship_from|ship_to)\b/g, "shipments.$1"),
  );

/** The recipient as the list shows it: the company, else the name (sorted by index, 0025). */
const recipientOf = sql<string>`${onShipments(SHIPMENT_RECIPIENT)}`;

/** Everything My shipments searches, as one text: its trigram index (0025) finds the rows. */
const searchText = onShipments(SHIPMENT_SEARCH_TEXT);

const SORT_COLUMNS = {
  date: sql`shipments.created_at`,
  carrier: sql`shipments.carrier_name`,
  recipient: recipientOf,
  price: sql`shipments.total_cents`,
  status: sql`shipments.status`,
} as const;

/** `%` and `_` typed by the customer are searched as such, not as wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(executor: TExecutor, query: Pick<TShipmentListQuery, "userIds" | "search">) {
  return executor
    .selectFrom("shipments")
    .where("shipments.user_id", "in", [...query.userIds])
    .$if(query.search !== "", (qb) =>
      qb.where(sql<boolean>`${searchText} ilike ${likePattern(query.search)}`),
    );
}

/**
 * The shipments with what their row shows: the invoice, the credit note and the order's own
 * reference, each at most one per shipment (unique keys), read by index as a sub-select: planning
 * a four-table join cost PostgreSQL more than running it (decision 042).
 */
function withRowColumns(executor: TExecutor, query: Pick<TShipmentListQuery, "userIds" | "search">) {
  return filtered(executor, query)
    .select((eb) => [
      eb
        .selectFrom("invoices")
        .select("invoices.number")
        .whereRef("invoices.shipment_ref", "=", "shipments.id")
        .as("invoice_number"),
      eb
        .selectFrom("credit_notes")
        .select("credit_notes.number")
        .whereRef("credit_notes.shipment_ref", "=", "shipments.id")
        // One per invoice and one invoice per shipment, but no key says so on this column.
        .limit(1)
        .as("credit_note_number"),
      eb
        .selectFrom("order_shipping_info as info")
        .select("info.customer_code")
        .whereRef("info.shipment_id", "=", "shipments.shipment_id")
        .as("customer_code"),
    ])
    .select([
      "shipments.id",
      "shipments.user_id",
      "shipments.reference",
      "shipments.shipment_date",
      "shipments.ship_from",
      "shipments.ship_to",
      "shipments.carrier_name",
      "shipments.service_name",
      "shipments.tracking_numbers",
      "shipments.customs_required",
      "shipments.currency",
      "shipments.total_cents",
      "shipments.payment_method",
      "shipments.status",
      "shipments.created_at",
    ]);
}

/** One page of the users' shipments with their invoice, and how many there are in all. */
export async function listShipments(executor: TExecutor, query: TShipmentListQuery, counts: TCountCache) {
  if (query.userIds.length === 0) return { rows: [], total: 0 };
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  // The page's ids first, from the shipments alone in index order; then their columns, joined
  // for these rows only (a deep page skips thousands of rows without joining them).
  const pageIds = filtered(executor, query)
    .select("shipments.id")
    // The id breaks ties, so a page never repeats or skips a row of the same date or price.
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
    .orderBy("shipments.id", query.order)
    .limit(query.limit)
    .offset(query.offset);
  const rows = await withRowColumns(executor, { userIds: query.userIds, search: "" })
    // The count's version comes back with the page: one statement per page, not two.
    .select(shipmentsVersion(query.userIds).as("version"))
    .where("shipments.id", "in", pageIds)
    .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
    .orderBy("shipments.id", query.order)
    .execute();
  const version = rows[0]?.version ?? (await readVersion(executor, shipmentsVersion(query.userIds)));
  return { rows, total: await countShipments(executor, query, counts, version) };
}

/** A list's version read alone, for a page with no rows to carry it. */
export async function readVersion(executor: TExecutor, version: RawBuilder<string>): Promise<string> {
  const result = await sql<{ version: string }>`select ${version} as version`.execute(executor);
  return result.rows[0]?.version ?? "";
}

/**
 * The version of the users' shipments for the count cache. Shipments are never deleted and what
 * the search reads never changes, so the newest one's creation time versions the count (an index
 * read); as text, to the microsecond (a Date made into a key kept whole seconds only).
 */
const shipmentsVersion = (userIds: readonly number[]) =>
  sql<string>`(select coalesce(max(created_at)::text, '') from shipments where user_id in (${sql.join([...userIds])}))`;

/** How many shipments match, computed once per version of the rows (count-cache.ts). */
async function countShipments(
  executor: TExecutor,
  query: Pick<TShipmentListQuery, "userIds" | "search">,
  counts: TCountCache,
  version: string,
): Promise<number> {
  const key = ["shipments", query.userIds, query.search, version];
  return counts.get(key, async () => {
    const count = await filtered(executor, query)
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .executeTakeFirstOrThrow();
    return Number(count.total);
  });
}

/** The users' shipments among `ids` (others are left out: the caller decides what that means). */
export async function listShipmentsByIds(
  executor: TExecutor,
  userIds: readonly number[],
  ids: readonly string[],
) {
  if (userIds.length === 0 || ids.length === 0) return [];
  return withRowColumns(executor, { userIds, search: "" })
    .where("shipments.id", "in", [...ids])
    .execute();
}
/** A row of the lists (the page's rows also carry the count's version). */
export type TShipmentListRow = Awaited<ReturnType<typeof listShipmentsByIds>>[number];

export type TSubAccountUser = { id: number; name: string };

/** One batcher per database handle (or transaction): see listSubAccountUsers. */
const subAccountLoaders = new WeakMap<TExecutor, (parentUserId: number) => Promise<TSubAccountUser[]>>();

/**
 * The caller's sub-accounts that have a user (registered), with the name the lists show. Every
 * list request asks it: the lookups made at the same moment share one query (round-trip-batcher.ts,
 * nothing kept between batches, so a sub-account added or removed shows on the next request).
 */
export function listSubAccountUsers(executor: TExecutor, parentUserId: number): Promise<TSubAccountUser[]> {
  let load = subAccountLoaders.get(executor);
  if (!load) {
    load = createRoundTripBatcher<number, TSubAccountUser[]>(async (parentIds) => {
      const rows = await executor
        .selectFrom("sub_accounts")
        .select(["parent_user_id", "user_id", "fullname", "company"])
        .where("parent_user_id", "in", [...new Set(parentIds)])
        .where("user_id", "is not", null)
        .orderBy("id")
        .execute();
      return parentIds.map((parentId) =>
        rows.flatMap((row) =>
          row.parent_user_id !== parentId || row.user_id === null
            ? []
            : [{ id: row.user_id, name: row.company || row.fullname }],
        ),
      );
    });
    subAccountLoaders.set(executor, load);
  }
  return load(parentUserId);
}

/**
 * The next `size` shipments of a list (the filter and the order of listShipments) after the one
 * whose id is `afterId`: the exports read every row this way, a batch at a time (keyset on the
 * sort value and the id), with no offset that grows and never the whole list in memory. The last
 * row's sort value is read back in the database, so a timestamp keeps its microseconds.
 */
export async function nextShipmentBatch(
  executor: TExecutor,
  query: Omit<TShipmentListQuery, "limit" | "offset">,
  afterId: string | null,
  size: number,
) {
  if (query.userIds.length === 0) return [];
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  // A recipient without company or name sorts as "" (a null would stop the row comparison).
  const key = query.sort === "recipient" ? sql`coalesce(${recipientOf}, '')` : SORT_COLUMNS[query.sort];
  const comparison = query.order === "asc" ? sql`>` : sql`<`;
  return (
    withRowColumns(executor, query)
      // Inside the sub-select, `shipments` is the row the previous batch ended with.
      .$if(afterId !== null, (qb) =>
        qb.where(
          sql<boolean>`(${key}, shipments.id) ${comparison} (select ${key}, shipments.id from shipments where shipments.id = ${afterId})`,
        ),
      )
      .orderBy(sql`${key} ${direction}`)
      .orderBy("shipments.id", query.order)
      .limit(size)
      .execute()
  );
}
