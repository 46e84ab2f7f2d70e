import { type Kysely, sql } from "kysely";

/**
 * Contact messages, CMS pages and blog posts (issue 18, decision 056).
 *
 * - `contact_messages`: one row per message sent from the contact page's three forms, per brand;
 *   the kind-specific columns are null for the other kinds. `client_address` and `email` (lower
 *   case) with `created_at` are what the spam limit counts (indexes below); the operators' inbox
 *   reads a brand's messages newest first.
 * - `content_entries`: a brand's CMS pages (`page`) and blog posts (`post`), one row per language.
 *   `content` is HTML already sanitised by the use case that saved it (and sanitised again when
 *   read). A brand without its own row reads the default brand's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("brand_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('contact', 'discount', 'quote')`))
    .addColumn("lang", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("client_address", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("lastname", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("address1", "text", (col) => col.notNull())
    .addColumn("address2", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("country_id", "integer", (col) => col.notNull().references("countries.id"))
    .addColumn("postcode", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .addColumn("percent", "integer")
    .addColumn("monthly_shipments", "integer")
    .addColumn("parcels", "integer")
    .addColumn("weight_grams", "integer")
    .addColumn("from_country_id", "integer", (col) => col.references("countries.id"))
    .addColumn("to_country_id", "integer", (col) => col.references("countries.id"))
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index contact_messages_inbox_idx on contact_messages (brand_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index contact_messages_address_idx on contact_messages (client_address, created_at)`.execute(
    db,
  );
  await sql`create index contact_messages_email_idx on contact_messages (lower(email), created_at)`.execute(
    db,
  );

  await db.schema
    .createTable("content_entries")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("brand_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('page', 'post')`))
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("lang", "text", (col) => col.notNull().check(sql`lang in ('en', 'fr', 'es')`))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("meta_title", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("meta_description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("summary", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("published_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_by", "text")
    .addUniqueConstraint("content_entries_key", ["brand_id", "kind", "identifier", "lang"])
    .execute();
  await sql`create index content_entries_blog_idx on content_entries (brand_id, kind, lang, published_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_entries").execute();
  await db.schema.dropTable("contact_messages").execute();
}
