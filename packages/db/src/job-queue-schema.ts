import type { Kysely } from "kysely";
import PgBoss from "pg-boss";
import { sqlExecutorOfDatabase } from "./raw-sql.ts";

/**
 * Creates or upgrades pg-boss's own schema (`pgboss`, decision 054) with pg-boss's installer:
 * run by migrateToLatest before our migrations, so migration 0038 can create the queues and every
 * database (PGlite or PostgreSQL, the tests' templates included) has the queue the app expects.
 * pg-boss takes an advisory lock, so processes that start together take turns.
 */
export async function installJobQueueSchema<T>(db: Kysely<T>): Promise<void> {
  const boss = new PgBoss({
    db: sqlExecutorOfDatabase(db),
    supervise: false,
    schedule: false,
    migrate: true,
  } as PgBoss.ConstructorOptions);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
