import { type Kysely, sql } from "kysely";

// Migrations take Kysely<unknown>: they must not depend on the current Database type, which
// describes the latest schema, not the one at this point in history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("countries")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("name_en", "text", (col) => col.notNull())
    .addColumn("name_fr", "text", (col) => col.notNull())
    .addColumn("name_es", "text", (col) => col.notNull())
    .addColumn("has_states", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("has_postcode", "boolean", (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable("states")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("country_id", "integer", (col) => col.notNull().references("countries.id"))
    .addColumn("code", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addUniqueConstraint("states_country_id_code_key", ["country_id", "code"])
    .execute();

  await db.schema
    .createTable("carriers")
    .addColumn("code", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("logo", "text", (col) => col.notNull())
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("app_meta").execute();
  await db.schema.dropTable("carriers").execute();
  await db.schema.dropTable("states").execute();
  await db.schema.dropTable("countries").execute();
}
