import type { PGlite } from "@electric-sql/pglite";
import { CompiledQuery, type Kysely, type Transaction } from "kysely";

/**
 * A plain `executeSql(text, values)` over our database (decision 054): the shape pg-boss calls
 * for its own SQL, so the job queue shares the app's connection pool on PostgreSQL and its one
 * connection on PGlite, and a job can be sent inside the caller's transaction.
 */
export type TSqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

// The PGlite instance behind a Kysely handle opened by openPglite (create-database.ts).
const pgliteOf = new WeakMap<object, PGlite>();

export function registerPglite<T>(db: Kysely<T>, pglite: PGlite): void {
  pgliteOf.set(db, pglite);
}

/**
 * The executor of a whole database handle. pg-boss sends some statements several at a time
 * without parameters (its schema, its maintenance): PostgreSQL's pool takes them as one simple
 * query; on PGlite they go through `exec`, while holding Kysely's single connection so that no
 * transaction of the app is open in between.
 */
export function sqlExecutorOfDatabase<T>(db: Kysely<T>): TSqlExecutor {
  const pglite = pgliteOf.get(db);
  if (!pglite) return sqlExecutorOf(db);
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      }),
  };
}

/** One statement at a time on `executor`: the caller's transaction, so a job is sent with its change. */
export function sqlExecutorOf<T>(executor: Kysely<T> | Transaction<T>): TSqlExecutor {
  return {
    executeSql: async (text, values) => {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}
