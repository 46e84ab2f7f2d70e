import { type Kysely, sql } from "kysely";

/**
 * Mass mailing (issue 14, decision 043): one parcel to many recipients, rated, paid and shipped
 * at once.
 *
 * - `mass_mailings`: the spec's "order" of a mass mailing, under a random public id, owned by a
 *   user (and the session that made it, copied onto each recipient's order). The shared settings
 *   and the sender as rated; how it was settled (card transaction, credit or deferred) and what
 *   that charged; what refused recipients gave back.
 * - `mass_mailing_recipients`: one row per recipient, by position (the row its errors name): the
 *   address as it was when chosen (a later change or deletion of the contact does not move a
 *   parcel), its parcels, the offer copied from the rating (the price shown is the price paid),
 *   `removed` (deleted before payment) and the outcome of shipping: its order and shipment share
 *   the recipient's id as `shipment_id`, whose unique keys make a second shipment impossible.
 *   A refused recipient's card refund is `pending` until the provider confirmed it (retried by the
 *   job under an idempotency key per recipient); its credit comes back in the refusal's own
 *   transaction.
 * - `mass_mailing_jobs`: the batch to ship, one row written in the settlement's transaction. The
 *   job of any API process claims it with SKIP LOCKED and a lease it renews; a killed process's
 *   lease runs out and another (or the restarted one) carries on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mass_mailings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("draft").check(sql`status in ('draft', 'paid', 'shipping', 'done')`),
    )
    // Contract ZMassMailingSettings as checked (dates and numbers normalized) and the sender.
    .addColumn("settings", "jsonb", (col) => col.notNull())
    .addColumn("sender", "jsonb", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull().check(sql`currency in ('EUR', 'USD')`))
    .addColumn("label_format", "text", (col) => col.notNull().check(sql`label_format in ('PDF', 'ZPL')`))
    .addColumn("lang", "text", (col) => col.notNull().check(sql`lang in ('en', 'fr', 'es')`))
    .addColumn("rated", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("payment_method", "text", (col) =>
      col.check(sql`payment_method in ('credit_card', 'credit', 'deferred')`),
    )
    .addColumn("transaction_id", "text", (col) => col.references("payment_transactions.id"))
    .addColumn("charged_cents", "integer", (col) => col.notNull().defaultTo(0).check(sql`charged_cents >= 0`))
    .addColumn("refunded_cents", "integer", (col) =>
      col.notNull().defaultTo(0).check(sql`refunded_cents >= 0`),
    )
    .addColumn("paid_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "mass_mailings_paid_has_method",
      sql`status = 'draft' or (payment_method is not null and paid_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("mass_mailings_user_created_idx")
    .on("mass_mailings")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("mass_mailing_recipients")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("mass_mailing_id", "text", (col) =>
      col.notNull().references("mass_mailings.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (col) => col.notNull().check(sql`position > 0`))
    .addColumn("contact_id", "integer")
    .addColumn("address", "jsonb", (col) => col.notNull())
    .addColumn("parcels", "jsonb", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("declared_value_cents", "bigint", (col) => col.check(sql`declared_value_cents > 0`))
    .addColumn("billable_grams", "integer", (col) => col.notNull().check(sql`billable_grams >= 0`))
    // Contract ZOffer, copied from the rating; null with error_code when no carrier offers it.
    .addColumn("offer", "jsonb")
    .addColumn("price_te_cents", "integer", (col) => col.check(sql`price_te_cents >= 0`))
    .addColumn("price_ti_cents", "integer", (col) => col.check(sql`price_ti_cents >= 0`))
    .addColumn("error_code", "text")
    .addColumn("removed", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("waiting").check(sql`status in ('waiting', 'shipped', 'refused')`),
    )
    .addColumn("shipment_public_id", "text")
    .addColumn("refund_status", "text", (col) => col.check(sql`refund_status in ('pending', 'done')`))
    .addColumn("refund_reference", "text")
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("mass_mailing_recipients_position_key", ["mass_mailing_id", "position"])
    .addCheckConstraint(
      "mass_mailing_recipients_offer_priced",
      sql`(offer is null) = (price_ti_cents is null)`,
    )
    .execute();

  await db.schema
    .createTable("mass_mailing_jobs")
    .addColumn("mass_mailing_id", "text", (col) =>
      col.primaryKey().references("mass_mailings.id").onDelete("cascade"),
    )
    .addColumn("lease_until", "timestamptz")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("done_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("mass_mailing_jobs_open_idx")
    .on("mass_mailing_jobs")
    .column("created_at")
    .where(sql.ref("done_at"), "is", null)
    .execute();

  // At most one card payment under way per mass mailing (a retry finds it, a change replaces it).
  await db.schema
    .createIndex("payment_transactions_one_pending_mass_shipment")
    .on("payment_transactions")
    .column("order_id")
    .unique()
    .where(sql.ref("purpose"), "=", "mass_shipment")
    .where(sql.ref("status"), "=", "pending")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("payment_transactions_one_pending_mass_shipment").execute();
  await db.schema.dropTable("mass_mailing_jobs").execute();
  await db.schema.dropTable("mass_mailing_recipients").execute();
  await db.schema.dropTable("mass_mailings").execute();
}
