import { type Kysely, sql } from "kysely";

/**
 * The address book (issue 13, spec §3 Contact, §5 contact form rules).
 *
 * - One row per contact of a user; a sub-account's contacts are its own.
 * - `duplicate_key` is contactDuplicateKey (domain): name, postcode and first address line folded
 *   (case, accents, spacing). Unique per user, so neither an import nor two requests at once add
 *   the same contact twice (the import inserts with ON CONFLICT DO NOTHING).
 * - `search_text` is what the contacts search reads (CONTACT_SEARCH_TEXT), under a trigram index;
 *   the sorted lists read the (user_id, column, id) indexes.
 */
export const CONTACT_SEARCH_TEXT =
  "(lastname || ' ' || company || ' ' || email || ' ' || phone || ' ' || address1 || ' ' || " +
  "postcode || ' ' || city || ' ' || customer_code)";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contacts")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("company", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("lastname", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("address1", "text", (col) => col.notNull())
    .addColumn("address2", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("address3", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("country_id", "integer", (col) => col.notNull().references("countries.id"))
    .addColumn("postcode", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("customer_code", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("notes", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("pro", "smallint", (col) => col.notNull().defaultTo(0).check(sql`pro in (0, 1)`))
    .addColumn("duplicate_key", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("contacts_user_duplicate_key", ["user_id", "duplicate_key"])
    .execute();
  for (const column of ["lastname", "company", "city", "postcode", "email", "created_at"]) {
    await db.schema
      .createIndex(`contacts_user_${column}_idx`)
      .on("contacts")
      .columns(["user_id", column, "id"])
      .execute();
  }
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index contacts_search_trgm_idx on contacts using gin (${sql.raw(CONTACT_SEARCH_TEXT)} gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contacts").execute();
}
