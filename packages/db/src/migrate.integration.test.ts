import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type TDatabaseHandle } from "./create-database.ts";
import type { Database } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import { seedReferenceData } from "./seed-reference-data.ts";
import { createTestDatabase, type TTestDatabase } from "./testing.ts";

describe("migrateToLatest", () => {
  let database: TTestDatabase;
  // On PostgreSQL a second pool stands for a second API process starting at the same moment.
  let other: TDatabaseHandle | undefined;
  let otherDb: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    other = database.url ? await createDatabase({ url: database.url }) : undefined;
    otherDb = other?.db ?? database.db;
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it("applies every migration exactly once when two processes start together", async () => {
    const [first, second] = await Promise.all([migrateToLatest(database.db), migrateToLatest(otherDb)]);
    expect([...first, ...second].sort()).toEqual(Object.keys(MIGRATIONS).sort());
    const recorded = await database.db
      .selectFrom("kysely_migration" as keyof Database)
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(recorded.count).toBe(Object.keys(MIGRATIONS).length);
    // The job queue's schema too (decision 054): installed once, with migration 0038's queues, and
    // both pools still usable (a lost race must not leave a connection in an aborted transaction).
    for (const handle of [database.db, otherDb]) {
      const { rows } = await sql<{ name: string }>`select name from pgboss.queue order by name`.execute(
        handle,
      );
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(["mail-delivery", "mass-mailing-batches", "pre-order-delivery", "retention"]),
      );
    }
    const versions = await sql<{ version: number }>`select version from pgboss.version`.execute(database.db);
    expect(versions.rows).toHaveLength(1);
  });

  it("does nothing on a second run", async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("seeds reference data once when two processes start together", async () => {
    const wrote = await Promise.all([seedReferenceData(database.db), seedReferenceData(otherDb)]);
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect(await seedReferenceData(database.db)).toBe(false);
  });
});

describe("migrateToLatest beside the pre-order service's migrations", () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is not misled by Kysely's tables of another schema in the same database", async () => {
    // What the pre-order service's first start leaves in a shared database (decision 045).
    await sql`create schema preorder`.execute(database.db);
    await sql`create table preorder.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
      database.db,
    );
    await sql`create table preorder.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`.execute(
      database.db,
    );
    expect((await migrateToLatest(database.db)).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
