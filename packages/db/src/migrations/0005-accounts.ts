import { type Kysely, sql } from "kysely";

/** Accounts (issue 5): mail outbox, registration details, password resets, single sign-on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Default mail transport: messages are kept here and shown on the development mailbox page.
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("html", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("mail_outbox_recipient_idx")
    .on("mail_outbox")
    .expression(sql`lower(recipient)`)
    .execute();

  // What the register form collected beyond the users columns (spec §3 Registration).
  await db.schema
    .createTable("registrations")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("details", "jsonb", (col) => col.notNull())
    .addColumn("activated_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Only the SHA-256 of a reset token is stored; a row is used once and expires.
  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("password_resets_user_id_idx")
    .on("password_resets")
    .column("user_id")
    .execute();

  // A marketplace user is known by issuer + subject, never by the e-mail the provider sends.
  await db.schema
    .createTable("sso_identities")
    .addColumn("issuer", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("sso_identities_pkey", ["issuer", "subject"])
    .execute();

  // One pending sign-on per session: state, nonce and PKCE verifier bound to the session row.
  await db.schema
    .createTable("sso_requests")
    .addColumn("session_id", "text", (col) => col.primaryKey().references("sessions.id").onDelete("cascade"))
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("nonce", "text", (col) => col.notNull())
    .addColumn("code_verifier", "text", (col) => col.notNull())
    .addColumn("redirect_uri", "text", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["sso_requests", "sso_identities", "password_resets", "registrations", "mail_outbox"]) {
    await db.schema.dropTable(table).execute();
  }
}
