import { type Kysely, sql } from "kysely";

/**
 * The operator console (issue 18, decision 057): the team's own accounts, separate from customers.
 *
 * - `operators`: e-mail, role (admin or support), argon2 password hash, TOTP secret sealed with
 *   the secrets key (secret-box.ts), and the last TOTP time step accepted, so a code is used once.
 * - `operator_sessions`: keyed by the SHA-256 of the token like customer sessions, but their own
 *   table and cookie: a customer token is never an operator session and the reverse.
 * - `operator_audit_log`: one row per console action (operator, action, target, details, time).
 *   Append-only: a trigger refuses UPDATE and DELETE whatever the application asks, and deleting an
 *   operator who has audit rows is refused by the foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'support')`))
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("totp_secret_sealed", "text", (col) => col.notNull())
    .addColumn("last_totp_step", "bigint")
    .addColumn("disabled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index operators_email_key on operators (lower(email))`.execute(db);

  await db.schema
    .createTable("operator_sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("operator_id", "integer", (col) =>
      col.notNull().references("operators.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("operator_sessions_operator_idx")
    .on("operator_sessions")
    .column("operator_id")
    .execute();

  await db.schema
    .createTable("operator_audit_log")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("operator_id", "integer", (col) => col.references("operators.id"))
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("details", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index operator_audit_log_newest_idx on operator_audit_log (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create function refuse_audit_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit_log is append-only';
    end
  $$`.execute(db);
  await sql`create trigger operator_audit_log_append_only before update or delete on operator_audit_log
    for each row execute function refuse_audit_log_change()`.execute(db);
  await sql`create trigger operator_audit_log_no_truncate before truncate on operator_audit_log
    for each statement execute function refuse_audit_log_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("operator_audit_log").execute();
  await sql`drop function refuse_audit_log_change()`.execute(db);
  await db.schema.dropTable("operator_sessions").execute();
  await db.schema.dropTable("operators").execute();
}
