import { type Database, pendingMigrations } from "@ship/db";
import { type Kysely, sql } from "kysely";

/** The health check's database round trip. */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** Rejects when the database does not answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
    /** The migrations this code knows that the database has not run; rejects when it does not answer. */
    pendingMigrations(): Promise<string[]> {
      return pendingMigrations(db);
    },
  };
}
export type THealthRepository = ReturnType<typeof createHealthRepository>;
