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
 * without parameters, inside its own BEGIN ... COMMIT (its schema, its maintenance): PostgreSQL
 * takes them as one simple query, PGlite through `exec`, both on one connection held from Kysely
 * (on PGlite: its only one, so no transaction of the app is open in between). When such a text
 * fails halfway (two processes installing the schema at once: "already exists"), its transaction
 * is rolled back before the connection goes back to the pool, never left aborted.
 */
export function sqlExecutorOfDatabase<T>(db: Kysely<T>): TSqlExecutor {
  const pglite = pgliteOf.get(db);
  return {
    executeSql: (text, values) =>
      db.connection().execute(async (connection) => {
        if (values && values.length > 0) {
          if (pglite) return pglite.query(text, values);
          const result = await connection.executeQuery(CompiledQuery.raw(text, values));
          return { rows: [...result.rows] };
        }
        try {
          if (pglite) return (await pglite.exec(text)).at(-1) ?? { rows: [] };
          const result = await connection.executeQuery(CompiledQuery.raw(text, []));
          return { rows: [...result.rows] };
        } catch (error) {
          const rollback = pglite
            ? pglite.exec("rollback")
            : connection.executeQuery(CompiledQuery.raw("rollback"));
          await rollback.catch(() => undefined);
          throw error;
        }
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
