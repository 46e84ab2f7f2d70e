import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { PREORDER_MIGRATIONS } from "../migrations/index.ts";
import type { PreorderDatabase } from "./schema.ts";

/** The service's tables live in this schema, on PostgreSQL and on PGlite alike. */
export const PREORDER_SCHEMA = "preorder";

export type TPreorderDb = Kysely<PreorderDatabase>;
export type TPreorderDatabaseHandle = {
  db: TPreorderDb;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
};

const INT8_OID = 20;
const DATE_OID = 1082;
// As in the API (packages/db type-parsers): counts and ids are numbers, calendar dates stay text.
const PARSERS: Record<number, (value: string) => unknown> = {
  [INT8_OID]: (value) => Number(value),
  [DATE_OID]: (value) => value,
};

/**
 * A PostgreSQL URL: the schema `preorder` of that database (created if missing; every connection's
 * search_path points at it). Otherwise PGlite in `pgliteDir` (DATA_DIR/preorder, or memory://).
 */
export async function openPreorderDatabase(options: {
  url?: string;
  pgliteDir: string;
}): Promise<TPreorderDatabaseHandle> {
  const handle = options.url ? await connectPostgres(options.url) : await openPglite(options.pgliteDir);
  await migrate(handle.db);
  return handle;
}

async function connectPostgres(url: string): Promise<TPreorderDatabaseHandle> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`create schema if not exists ${PREORDER_SCHEMA}`);
  } finally {
    await setup.end();
  }
  const getTypeParser = ((oid: number, format: "text" | "binary" = "text") =>
    (format === "text" ? PARSERS[oid] : undefined) ??
    pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"];
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser },
    options: `-c search_path=${PREORDER_SCHEMA}`,
  });
  pool.on("error", (error) => console.error("preorder postgres: idle connection error", error));
  const db = new Kysely<PreorderDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

async function openPglite(dataDir: string): Promise<TPreorderDatabaseHandle> {
  if (!dataDir.includes("://")) await mkdir(path.resolve(dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir, parsers: PARSERS });
  await pglite.exec(`create schema if not exists ${PREORDER_SCHEMA}; set search_path to ${PREORDER_SCHEMA}`);
  const db = new Kysely<PreorderDatabase>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function migrate(db: TPreorderDb): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => PREORDER_MIGRATIONS },
    migrationTableSchema: PREORDER_SCHEMA,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error")?.migrationName ?? "(lock)";
    throw new Error(`Pre-order migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
