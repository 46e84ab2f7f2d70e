import { type Kysely, sql } from "kysely";
import { CONTACT_SEARCH_TEXT } from "./0026-contacts.ts";

/**
 * The address book's lists at 50,000 contacts (issue 13 benchmark, decision 039):
 *
 * - The search reads a stored lower-case copy of CONTACT_SEARCH_TEXT: LIKE on it costs a fraction
 *   of ILIKE over the concatenation, row by row, which is what a two-character search (no trigram
 *   to look up) and the recheck of a common word pay for. Its trigram index replaces the
 *   expression's.
 * - `contact_book_versions` counts each user's changes of contacts, bumped by triggers in the
 *   writing statement's transaction, whoever writes (the form, the import): a list's count is
 *   kept under its version and is exact, computed once per change rather than on every page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createBookVersions(db);
  await sql`alter table contacts add column search_lower text generated always as (lower(${sql.raw(CONTACT_SEARCH_TEXT)})) stored`.execute(
    db,
  );
  await sql`create index contacts_search_lower_trgm_idx on contacts using gin (search_lower gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index contacts_search_trgm_idx`.execute(db);
}

const EVENTS = [
  ["insert", "new"],
  ["update", "new"],
  ["delete", "old"],
] as const;

async function createBookVersions(db: Kysely<unknown>) {
  await db.schema
    .createTable("contact_book_versions")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  // One bump per statement and user, however many rows it wrote (an import is one statement). A
  // user being deleted (its contacts go with it) is no longer visible here and gets no bump.
  await sql`create function bump_contact_book_version() returns trigger language plpgsql as $$
    begin
      insert into contact_book_versions (user_id, version)
        select distinct changed_contacts.user_id, 1 from changed_contacts
        join users on users.id = changed_contacts.user_id
        on conflict (user_id) do update set version = contact_book_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const [event, table] of EVENTS) {
    await sql`create trigger ${sql.raw(`contacts_${event}_bump_version`)} after ${sql.raw(event)} on contacts
      referencing ${sql.raw(table)} table as changed_contacts
      for each statement execute function bump_contact_book_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [event] of EVENTS) {
    await sql`drop trigger ${sql.raw(`contacts_${event}_bump_version`)} on contacts`.execute(db);
  }
  await sql`drop function bump_contact_book_version()`.execute(db);
  await db.schema.dropTable("contact_book_versions").execute();
  await sql`create index contacts_search_trgm_idx on contacts using gin (${sql.raw(CONTACT_SEARCH_TEXT)} gin_trgm_ops)`.execute(
    db,
  );
  await sql`drop index contacts_search_lower_trgm_idx`.execute(db);
  await sql`alter table contacts drop column search_lower`.execute(db);
}
