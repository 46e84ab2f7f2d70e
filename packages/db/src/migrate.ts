import { type Kysely, Migrator } from "kysely";
import type { Database } from "./database.ts";
import { MIGRATIONS } from "./migrations/index.ts";

/**
 * Applies the pending migrations and returns their names (none when up to date). On PostgreSQL,
 * Kysely holds an advisory lock while migrating, so processes that start together take turns.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Features land in parallel (0004, 0005, 0006 ...): a database that already ran a later one still takes an earlier one.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
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
