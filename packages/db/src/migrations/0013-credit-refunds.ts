import { type Kysely, sql } from "kysely";

/**
 * Prepaid credit, order settlement and refunds (issue 4 payment, spec §3 Credit, §4 payment display,
 * §6 credit account and deferred payment; decision 016).
 *
 * - credit_balances: one row per user, the balance in euro cents, never below zero (CHECK). Every
 *   change locks this row first, so concurrent orders of one user take turns.
 * - credit_movements: the append-only ledger; the sum of a user's movements is their balance.
 *   (reason, reference) is unique: a retried top-up, debit or refund is recorded once.
 * - order_payments: how an order was settled (card, credit, deferred, free), once per order, and
 *   what was refunded, once.
 * - payment_transactions.credit_cents: the credit part of a partial card payment, debited when the
 *   card payment opens; provider_reference: the provider's own id (a Stripe Checkout Session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("credit_balances")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("balance_cents", "integer", (col) => col.notNull().defaultTo(0).check(sql`balance_cents >= 0`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("credit_movements")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // Signed integer euro cents: positive adds to the balance, negative spends it.
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents <> 0`))
    .addColumn("reason", "text", (col) =>
      col.notNull().check(sql`reason in ('top_up', 'order', 'refund', 'bonus')`),
    )
    .addColumn("reference", "text", (col) => col.notNull())
    .addColumn("balance_after_cents", "integer", (col) => col.notNull().check(sql`balance_after_cents >= 0`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("credit_movements_reason_reference_key", ["reason", "reference"])
    .execute();
  await db.schema
    .createIndex("credit_movements_user_id_idx")
    .on("credit_movements")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("order_payments")
    .addColumn("shipment_id", "text", (col) =>
      col.primaryKey().references("orders.shipment_id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("method", "text", (col) =>
      col.notNull().check(sql`method in ('credit_card', 'credit', 'deferred', 'free')`),
    )
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    // Integer cents: total = card + credit for paid orders; a deferred order owes its total.
    .addColumn("total_cents", "integer", (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn("card_cents", "integer", (col) => col.notNull().defaultTo(0).check(sql`card_cents >= 0`))
    .addColumn("credit_cents", "integer", (col) => col.notNull().defaultTo(0).check(sql`credit_cents >= 0`))
    .addColumn("transaction_id", "text", (col) => col.references("payment_transactions.id"))
    .addColumn("settled_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("refunded_cents", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`refunded_cents >= 0`),
    )
    .addColumn("refunded_at", "timestamptz")
    .addColumn("refund_reference", "text")
    .execute();
  await db.schema.createIndex("order_payments_user_id_idx").on("order_payments").column("user_id").execute();

  await db.schema
    .alterTable("payment_transactions")
    .addColumn("credit_cents", "integer", (col) => col.notNull().defaultTo(0).check(sql`credit_cents >= 0`))
    .execute();
  await db.schema.alterTable("payment_transactions").addColumn("provider_reference", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_transactions").dropColumn("provider_reference").execute();
  await db.schema.alterTable("payment_transactions").dropColumn("credit_cents").execute();
  await db.schema.dropTable("order_payments").execute();
  await db.schema.dropTable("credit_movements").execute();
  await db.schema.dropTable("credit_balances").execute();
}
