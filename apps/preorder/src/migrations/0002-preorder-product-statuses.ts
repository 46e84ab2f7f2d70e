import { type Kysely, sql } from "kysely";

/**
 * The statuses of a pre-order's products, kept on the pre-order (by the same statement that moves
 * them on): the list's status filter then reads one row per pre-order in index order instead of
 * joining every product of the merchant (10,000 pre-orders: the bench of issue 15).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("preorders")
    .addColumn("product_statuses", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await sql`update preorders p set product_statuses = coalesce(
      (select array_agg(distinct status order by status) from preorder_products where preorder_id = p.id),
      '{}'::text[])`.execute(db);
}
