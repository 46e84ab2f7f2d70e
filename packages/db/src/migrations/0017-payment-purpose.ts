import { type Kysely, sql } from "kysely";

/**
 * What a payment pays (spec §7 payment request, decision 030): an order, invoices (pay_invoices),
 * a credit top-up (credit_account) or a mass mailing (mass_shipment). Every transaction so far
 * paid an order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payment_transactions")
    .addColumn("purpose", "text", (col) =>
      col
        .notNull()
        .defaultTo("order")
        .check(sql`purpose in ('order', 'pay_invoices', 'credit_account', 'mass_shipment')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_transactions").dropColumn("purpose").execute();
}
