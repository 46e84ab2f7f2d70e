import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { Database } from "./database.ts";
import { registerPglite } from "./raw-sql.ts";
import { TYPE_PARSERS } from "./type-parsers.ts";

export type TDatabaseKind = "pglite" | "postgres";

export type TDatabaseHandle = {
  db: Kysely<Database>;
  kind: TDatabaseKind;
  close(): Promise<void>;
};

export type TCreateDatabaseOptions = {
  /** postgres://... : a PostgreSQL server. Without it, an embedded PGlite. */
  url?: string;
  /** PGlite data folder (created if missing), or "memory://". Default ./data/pglite. */
  dataDir?: string;
};

export const DEFAULT_PGLITE_DIR = "./data/pglite";
const POOL_SIZE = 10;

export async function createDatabase(options: TCreateDatabaseOptions = {}): Promise<TDatabaseHandle> {
  if (options.url) return connectPostgres(options.url);
  return openPglite(options.dataDir ?? DEFAULT_PGLITE_DIR);
}

/**
 * A statement whose text starts with `/* prepared: name *\/` runs on PostgreSQL as a named prepared
 * statement: parsed and planned once per connection, then only bound and executed (issue 33). For
 * the few fixed statements every request makes (session lookup, visitor counters, rating insert);
 * one name per text. PGlite reads the marker as the comment it is.
 */
export const preparedStatement = (name: string) => `/* prepared: ${name} */`;
const PREPARED_MARKER = /^\/\* prepared: ([a-z0-9_]+) \*\//;

const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
class PreparingClient extends pg.Client {}
PreparingClient.prototype.query = function query(this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (typeof config === "string") {
    const name = PREPARED_MARKER.exec(config)?.[1];
    if (name !== undefined) return plainQuery.call(this, { name, text: config, values: rest[0] }, rest[1]);
  }
  return plainQuery.call(this, config, ...rest);
} as never;

function connectPostgres(url: string): TDatabaseHandle {
  const getTypeParser = ((oid: number, format: "text" | "binary" = "text") => {
    const parser = format === "text" ? TYPE_PARSERS[oid] : undefined;
    return parser ?? pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"];
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    types: { getTypeParser },
    Client: PreparingClient,
  });
  // An idle connection dropped by the server emits "error" on the pool; unhandled, it would end
  // the process. pg discards that connection and the next query opens a new one.
  pool.on("error", (error) => console.error("postgres: idle connection error", error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/** PGlite with its instance exposed (tests dump and load data directories). */
export async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<TDatabaseHandle & { pglite: PGlite }> {
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    parsers: TYPE_PARSERS,
    // My shipments' search index (migration 0025) is a trigram index, as on PostgreSQL.
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  registerPglite(db, pglite);
  return {
    db,
    kind: "pglite",
    pglite,
    async close() {
      await db.destroy();
      // The dialect closes PGlite on destroy since 1.3; closing twice is harmless, leaking it is not.
      if (!pglite.closed) await pglite.close();
    },
  };
}
