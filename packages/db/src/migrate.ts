import { type Kysely, Migrator, sql } from "kysely";
import type { Database } from "./database.ts";
import { installJobQueueSchema } from "./job-queue-schema.ts";
import { MIGRATIONS } from "./migrations/index.ts";

/**
 * Applies the pending migrations and returns their names (none when up to date). On PostgreSQL,
 * Kysely holds an advisory lock while migrating, so processes that start together take turns.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // The job queue's tables first (two reads when they are up to date): migration 0038 adds queues.
  await installJobQueueSchema(db);
  // At most starts every migration has already run: one query says so, and the migrator (its
  // lock tables and lock, about 200 ms on PGlite) is needed only when one is missing.
  if (await allApplied(db)) return [];
  // Features land in parallel (0004, 0005, 0006 ...): a database that already ran a later one still takes an earlier one.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
    // Named, not left to the search path: Kysely asks whether its tables exist in any schema, so
    // the pre-order service's `preorder.kysely_migration_lock` (same database, decision 045) made a
    // fresh database's first API start read a lock table that was not there (found by the
    // multi-node test, decision 055).
    migrationTableSchema: "public",
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Database migration ${failed} failed: ${reason}`
        : `Database migrations could not run: ${reason}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

async function allApplied(db: Kysely<Database>): Promise<boolean> {
  try {
    return (await pendingMigrations(db)).length === 0;
  } catch {
    return false; // a new database: no migration table yet
  }
}

/**
 * The migrations this code knows that the database has not run (readiness, decision 055). A node
 * of an older release is still ready once a newer one migrated: it only needs its own.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}
