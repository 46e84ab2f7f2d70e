import { type Kysely, sql } from "kysely";

/**
 * The job queue on the database (issue 17 item 2, decision 054). pg-boss's own tables (schema
 * `pgboss`) are installed by migrateToLatest before the migrations; this one creates our queues,
 * all `stately`: per singleton key at most one job waiting and one running, across processes.
 *
 * - `mail-delivery`, `pre-order-delivery`: one job per outbox row, sent in the transaction that
 *   writes the row (singleton key: the row's id). The rows stay the record (the mailbox, the
 *   pending pre-order shipments); the job delivers them.
 * - `paid-order-recovery`, `tracking-refresh`, `retention`: periodic tasks, one run at a time.
 * - `mass-mailing-batches` is `short` (one run waiting at most, several running on different
 *   processes): each batch is claimed under its own lease (decision 043), renewed per recipient.
 *
 * `queued_at` on both outboxes: when the row's job was sent. Rows written before this migration
 * have none; the queue's start sends theirs once (SKIP LOCKED) and sets it.
 */
const QUEUES = [
  "mail-delivery",
  "pre-order-delivery",
  "paid-order-recovery",
  "tracking-refresh",
  "retention",
];

function createQueue(db: Kysely<unknown>, name: string, policy: string) {
  return sql`select pgboss.create_queue(${name}, ${JSON.stringify({ policy })}::json)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of QUEUES) {
    await createQueue(db, name, "stately");
  }
  await createQueue(db, "mass-mailing-batches", "short");
  for (const table of ["mail_outbox", "pre_order_outbox"]) {
    await db.schema.alterTable(table).addColumn("queued_at", "timestamptz").execute();
    await db.schema
      .alterTable(table)
      .alterColumn("queued_at", (col) => col.setDefault(sql`now()`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["mail_outbox", "pre_order_outbox"]) {
    await db.schema.alterTable(table).dropColumn("queued_at").execute();
  }
  for (const name of [...QUEUES, "mass-mailing-batches"])
    await sql`select pgboss.delete_queue(${name})`.execute(db);
}
