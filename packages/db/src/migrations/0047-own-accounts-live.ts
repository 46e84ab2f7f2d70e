import type { Kysely } from "kysely";

/**
 * Issue 19 (decision 061): the carriers whose own-account offers a rating priced on the customer's
 * own contract through the carrier's live API (a JSON array of carrier codes), null when none did.
 * The shipment of such an offer is made with the same saved credentials.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ratings").addColumn("own_accounts_live", "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ratings").dropColumn("own_accounts_live").execute();
}
