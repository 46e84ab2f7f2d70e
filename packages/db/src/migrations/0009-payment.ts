import { type Kysely, sql } from "kysely";

/**
 * Payment of an order (issue 4, spec §2 step 4, §3 Payment, §4 payment display). A transaction is
 * one attempt to pay an order through a provider; only the provider's signed notification moves
 * it out of 'pending' (decision 010). payment_events keeps every notification id once, so a
 * notification delivered again changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_transactions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("shipment_id", "text", (col) =>
      col.notNull().references("orders.shipment_id").onDelete("cascade"),
    )
    .addColumn("order_id", "text", (col) => col.notNull())
    // The owner, as on the order: the SHA-256 of the session token, and the user when logged in.
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (col) => col.notNull())
    // Integer cents in the order's currency, fixed when the transaction is made.
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'paid', 'declined', 'cancelled', 'replaced')`),
    )
    .addColumn("lang", "text", (col) => col.notNull().check(sql`lang in ('en', 'fr', 'es')`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("paid_at", "timestamptz")
    .execute();
  // At most one open or paid transaction per order: a retried redirect finds the open one, and an
  // order can never be paid twice, whatever the number of processes.
  await db.schema
    .createIndex("payment_transactions_one_live_per_order")
    .on("payment_transactions")
    .column("shipment_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('pending', 'paid')`)
    .execute();
  await db.schema
    .createIndex("payment_transactions_user_id_idx")
    .on("payment_transactions")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("payment_events")
    // The provider's notification id: a notification delivered twice is recorded once.
    .addColumn("event_id", "text", (col) => col.primaryKey())
    .addColumn("transaction_id", "text", (col) =>
      col.notNull().references("payment_transactions.id").onDelete("cascade"),
    )
    .addColumn("outcome", "text", (col) =>
      col.notNull().check(sql`outcome in ('paid', 'declined', 'cancelled')`),
    )
    // Whether the notification changed the transaction (false: it came after another outcome).
    .addColumn("applied", "boolean", (col) => col.notNull())
    .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("payment_events_transaction_id_idx")
    .on("payment_events")
    .column("transaction_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("payment_transactions").execute();
}
