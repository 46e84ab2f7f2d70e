import type { Database } from "@ship/db";
import type { Kysely, Transaction } from "kysely";

/**
 * What a repository function runs its SQL on: the database, or a transaction that a use case
 * opened. Use cases hold it without looking inside; only repositories query it (decision 025).
 */
export type TExecutor = Kysely<Database> | Transaction<Database>;

/** An open transaction: what `lockOrder` and the other multi-row writes require. */
export type TTransaction = Transaction<Database>;

/**
 * Opens a use case's transaction (convention 14): the use case decides which writes belong
 * together, runs them through repository functions that take the executor, and calls the pure
 * `domain` decisions in between. Repositories never open one themselves.
 */
export type TUnitOfWork = {
  transaction<T>(work: (trx: TTransaction) => Promise<T>): Promise<T>;
};

export function createUnitOfWork(db: Kysely<Database>): TUnitOfWork {
  return { transaction: (work) => db.transaction().execute(work) };
}
