import { type Kysely, sql } from "kysely";

/** Settings, own-carrier credentials, bank details and sub-accounts (issue 5, spec §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A deactivated sub-account keeps its row but cannot log in.
  await sql`alter table users drop constraint if exists users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check check (status in ('active', 'pending', 'disabled'))`.execute(
    db,
  );

  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("apporteur_code", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("shipment_defaults", "jsonb")
    .addColumn("payment_method", "text", (col) =>
      col.notNull().defaultTo("credit_card").check(sql`payment_method in ('credit_card', 'direct_debit')`),
    )
    // Per-carrier access flags of a saas user (spec §3 saas_access): a carrier absent is allowed.
    .addColumn("saas_access", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("user_addresses")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('account', 'invoice')`))
    .addColumn("company", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("lastname", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("address1", "text", (col) => col.notNull())
    .addColumn("address2", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("address3", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("country_id", "integer", (col) => col.notNull().references("countries.id"))
    .addColumn("postcode", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("user_addresses_pkey", ["user_id", "kind"])
    .execute();

  // Secrets are AES-256-GCM ciphertexts ("v1.<iv>.<tag>.<data>", base64url); the key is not in the database.
  await db.schema
    .createTable("carrier_credentials")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("carrier", "text", (col) => col.notNull())
    .addColumn("ciphertext", "text", (col) => col.notNull())
    .addColumn("complete", "boolean", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("carrier_credentials_pkey", ["user_id", "carrier"])
    .execute();

  await db.schema
    .createTable("user_bank_accounts")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("iban_ciphertext", "text", (col) => col.notNull())
    .addColumn("iban_last4", "text", (col) => col.notNull())
    .addColumn("bic", "text", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sub_accounts")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("parent_user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // Set once the invited person has chosen a password.
    .addColumn("user_id", "integer", (col) => col.unique().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("fullname", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("city", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("country_id", "integer", (col) => col.references("countries.id"))
    .addColumn("status", "smallint", (col) => col.notNull().defaultTo(1).check(sql`status in (0, 1)`))
    // SHA-256 of the invitation token: the link works once and expires.
    .addColumn("register_token_hash", "text", (col) => col.unique())
    .addColumn("register_expires_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("sub_accounts_email_lower_key")
    .on("sub_accounts")
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex("sub_accounts_parent_idx")
    .on("sub_accounts")
    .column("parent_user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sub_accounts").execute();
  await db.schema.dropTable("user_bank_accounts").execute();
  await db.schema.dropTable("carrier_credentials").execute();
  await db.schema.dropTable("user_addresses").execute();
  await db.schema.dropTable("user_settings").execute();
  await sql`alter table users drop constraint if exists users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check check (status in ('active', 'pending'))`.execute(
    db,
  );
}
