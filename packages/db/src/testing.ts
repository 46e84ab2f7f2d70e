import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, openPglite, type TDatabaseHandle } from "./create-database.ts";
import { migrateToLatest } from "./migrate.ts";
import { loadPgliteTemplate } from "./pglite-template.ts";
import { seedReferenceData } from "./seed-reference-data.ts";

export type TTestDatabase = TDatabaseHandle & {
  /** Connection URL of the fresh database (PostgreSQL only), for tests that open a second pool. */
  url?: string;
};

export type TTestDatabaseOptions = {
  /** false: an empty database, for tests of the migrations themselves. Default true. */
  migrate?: boolean;
};

/**
 * A fresh database for one test file (call it in beforeAll, close it in afterAll). With
 * TEST_DATABASE_URL, a uniquely named database on that PostgreSQL server, dropped on close;
 * otherwise an in-memory PGlite. Migrated and seeded with reference data unless told otherwise.
 */
export async function createTestDatabase(options: TTestDatabaseOptions = {}): Promise<TTestDatabase> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createServerDatabase(serverUrl) : await createMemoryDatabase(migrate);
  if (migrate) {
    // No-ops on a template copy; they keep the database right if the template ever lags.
    await migrateToLatest(database.db);
    await seedReferenceData(database.db);
  }
  return database;
}

async function createMemoryDatabase(migrate: boolean): Promise<TTestDatabase> {
  const { db, kind, close } = await openPglite(
    "memory://",
    await loadPgliteTemplate(migrate ? "ready" : "empty"),
  );
  return { db, kind, close };
}

async function createServerDatabase(serverUrl: string): Promise<TTestDatabase> {
  // TEST_DATABASE_PREFIX: engineers sharing one server tell their databases apart.
  const prefix = (process.env.TEST_DATABASE_PREFIX ?? "ship_test").replace(/[^a-z0-9_]/g, "");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      // FORCE: a test that failed midway may leave a connection open (PostgreSQL 13+).
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
