import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("lastname", "text", (col) => col.notNull())
    .addColumn("company", "text")
    .addColumn("phone", "text")
    .addColumn("pro", "smallint", (col) => col.notNull().defaultTo(0).check(sql`pro in (0, 1)`))
    // Professional accounts wait for activation by an administrator.
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('active', 'pending')`))
    .addColumn("credit_account", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("saas", "smallint", (col) => col.notNull().defaultTo(0).check(sql`saas in (0, 1)`))
    // Spec §9: language ids en 1, fr 2 (default), es 4.
    .addColumn("lang_id", "integer", (col) => col.notNull().defaultTo(2))
    .addColumn("api_key", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // People type their address with any capitalisation; one account per address whatever the case.
  await db.schema
    .createIndex("users_email_lower_key")
    .on("users")
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("users").execute();
}
