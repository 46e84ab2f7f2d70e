import { type Kysely, sql } from "kysely";

/**
 * The version of a merchant's pre-orders, the list's ETag: the API asks again with If-None-Match
 * and gets 304 while nothing changed (issue 15 list benchmark). The statement that moves statuses
 * on after every intake and every PATCH adds 1 to one of the merchant's 16 counters, picked at
 * random, in its transaction; the version is their sum. One row per merchant would make every
 * intake of that merchant wait for the previous one's commit (its row lock); 16 rows rarely meet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("merchant_list_versions")
    .addColumn("merchant_id", "integer", (col) =>
      col.notNull().references("merchants.id").onDelete("cascade"),
    )
    .addColumn("slot", "smallint", (col) => col.notNull())
    .addColumn("version", "bigint", (col) => col.notNull().defaultTo(sql`0`))
    .addPrimaryKeyConstraint("merchant_list_versions_pk", ["merchant_id", "slot"])
    .execute();
}
