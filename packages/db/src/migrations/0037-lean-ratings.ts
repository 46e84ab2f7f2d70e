import { type Kysely, sql } from "kysely";

/**
 * Lean ratings (issue 17 item 1, decision 053). A rating is a pure function of its inputs: from now
 * on a rating keeps those (the shipment it already had, the instant rated, the connectors' tariff,
 * a saas user's own-account discounts) and its offers are derived again when asked, instead of an
 * offer set of about 5 KB per different parcel kept until the retention purge.
 *
 * - `rated_at`, `tariff_version`, `own_accounts` on `ratings`; the check that a rating has its
 *   offers or an offer set now also accepts a rating with its inputs. Existing rows keep their
 *   offers or offer set and are read as before.
 * - The offer-set and user indexes become partial: most ratings now have neither (a visitor's
 *   rating kept as its inputs), and every lookup through them (retention's "set still named", the
 *   user foreign key's cascade) asks for a value, never for null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("ratings")
    .addColumn("rated_at", "timestamptz")
    .addColumn("tariff_version", "text")
    .addColumn("own_accounts", "jsonb")
    .execute();
  await sql`alter table ratings drop constraint ratings_offers_or_set`.execute(db);
  await sql`alter table ratings add constraint ratings_offers_or_inputs check (
    offers is not null or offer_set is not null or (tariff_version is not null and rated_at is not null))`.execute(
    db,
  );
  await sql`drop index ratings_offer_set_idx`.execute(db);
  await sql`create index ratings_offer_set_idx on ratings (offer_set) where offer_set is not null`.execute(
    db,
  );
  await sql`drop index ratings_user_id_idx`.execute(db);
  await sql`create index ratings_user_id_idx on ratings (user_id) where user_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ratings_user_id_idx`.execute(db);
  await sql`create index ratings_user_id_idx on ratings (user_id)`.execute(db);
  await sql`drop index ratings_offer_set_idx`.execute(db);
  await sql`create index ratings_offer_set_idx on ratings (offer_set)`.execute(db);
  await sql`alter table ratings drop constraint ratings_offers_or_inputs`.execute(db);
  await sql`alter table ratings add constraint ratings_offers_or_set check (offers is not null or offer_set is not null)`.execute(
    db,
  );
  await db.schema
    .alterTable("ratings")
    .dropColumn("rated_at")
    .dropColumn("tariff_version")
    .dropColumn("own_accounts")
    .execute();
}
