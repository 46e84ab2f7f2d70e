import { type Kysely, sql } from "kysely";

/**
 * Credit top-ups paid by card (issue 12 part 5; spec §2 credit account, §7 payment request with
 * type credit_account, §9 bonus; decision 035). A payment transaction no longer always pays an
 * order: shipment_id and order_id may be null, except for the order purpose (CHECK). The
 * one-live-transaction-per-order index is unchanged (nulls never collide); a user has at most one
 * pending top-up (a retried confirm finds it). credit_bonus_cents: the free credit the top-up adds
 * when paid (2 % of 100 EUR, 3 % of 300 EUR), fixed when the transaction opens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payment_transactions")
    .alterColumn("shipment_id", (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable("payment_transactions")
    .alterColumn("order_id", (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable("payment_transactions")
    .addColumn("credit_bonus_cents", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`credit_bonus_cents >= 0`),
    )
    .execute();
  await db.schema
    .alterTable("payment_transactions")
    .addCheckConstraint(
      "payment_transactions_order_has_order",
      sql`purpose <> 'order' or (shipment_id is not null and order_id is not null)`,
    )
    .execute();
  // Credit is kept in euros (decision 016): a top-up is paid in EUR, by a logged-in user.
  await db.schema
    .alterTable("payment_transactions")
    .addCheckConstraint(
      "payment_transactions_top_up_in_eur",
      sql`purpose <> 'credit_account' or (currency = 'EUR' and user_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("payment_transactions_one_pending_top_up")
    .on("payment_transactions")
    .column("user_id")
    .unique()
    .where(sql.ref("purpose"), "=", "credit_account")
    .where(sql.ref("status"), "=", "pending")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payment_transactions_one_pending_top_up").execute();
  await db.schema
    .alterTable("payment_transactions")
    .dropConstraint("payment_transactions_top_up_in_eur")
    .execute();
  await db.schema
    .alterTable("payment_transactions")
    .dropConstraint("payment_transactions_order_has_order")
    .execute();
  await db.schema.alterTable("payment_transactions").dropColumn("credit_bonus_cents").execute();
  await sql`delete from payment_transactions where shipment_id is null`.execute(db);
  await db.schema
    .alterTable("payment_transactions")
    .alterColumn("order_id", (col) => col.setNotNull())
    .execute();
  await db.schema
    .alterTable("payment_transactions")
    .alterColumn("shipment_id", (col) => col.setNotNull())
    .execute();
}
