import { type Kysely, sql } from "kysely";

/**
 * The per-address visitor limits counted in the database, so that several API nodes share one
 * count (issue 17 item 3, decision 055; the limits are decision 021's). One row per limit and
 * client address: the hits of the current fixed window and when it ends, on the database's clock.
 *
 * Unlogged: a counter is worth no write-ahead log. After a crash of PostgreSQL the table comes back
 * empty and every address starts a new window, as a restart of a node did before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table visitor_limit_counters (
    key text primary key,
    hits integer not null,
    window_ends_at timestamptz not null
  )`.execute(db);
  // The retention's purge of the windows that are over.
  await sql`create index visitor_limit_counters_window_ends_at_idx on visitor_limit_counters (window_ends_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visitor_limit_counters").execute();
}
