import { type Kysely, sql } from "kysely";

/**
 * Referral and loyalty (issue 12 part 8, spec §3 Referral, §5, §9; decision 034).
 *
 * - referral_codes: each user's personal code, random and stable, made on first use.
 * - sponsorships: who registered with whose code, once per sponsored user; `outcome` is set when
 *   the sponsored customer's first shipment is paid (rewarded, or refused with the rule's reason).
 * - referral_invitations: one row per invitation e-mail sent, counted for the daily limit.
 * - loyalty_enrolments: the loyalty form, one per user (a second submit updates it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("referral_codes")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sponsorships")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("sponsor_user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("sponsored_user_id", "integer", (col) =>
      col.notNull().unique().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("outcome", "text", (col) =>
      col.check(sql`outcome in ('rewarded', 'self', 'same_email', 'same_company', 'expired')`),
    )
    .addColumn("reward_cents", "integer", (col) => col.notNull().defaultTo(0).check(sql`reward_cents >= 0`))
    .addColumn("decided_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("sponsorships_sponsor_idx")
    .on("sponsorships")
    .column("sponsor_user_id")
    .execute();

  await db.schema
    .createTable("referral_invitations")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("referral_invitations_user_created_idx")
    .on("referral_invitations")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("loyalty_enrolments")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("gender", "text", (col) => col.notNull().check(sql`gender in ('M', 'F')`))
    .addColumn("firstname", "text", (col) => col.notNull())
    .addColumn("lastname", "text", (col) => col.notNull())
    .addColumn("address1", "text", (col) => col.notNull())
    .addColumn("address2", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("postcode", "text", (col) => col.notNull())
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("country_id", "integer", (col) => col.notNull().references("countries.id"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("loyalty_enrolments").execute();
  await db.schema.dropTable("referral_invitations").execute();
  await db.schema.dropTable("sponsorships").execute();
  await db.schema.dropTable("referral_codes").execute();
}
