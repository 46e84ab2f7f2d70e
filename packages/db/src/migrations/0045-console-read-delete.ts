import { type Kysely, sql } from "kysely";

/**
 * The console's inbox state and content deletion (issue 18, decision 059).
 *
 * - `contact_messages.read_at` / `read_by`: when and by which operator a message was first opened
 *   (null: unread). The state is the team's, not each operator's: one person answers a message.
 * - `content_entries.deleted_at`: a brand's page or post taken off the site. The row stays (the
 *   audit log names it, an edit can bring it back) and, being the brand's own row, hides the
 *   default brand's one it would otherwise fall back to: a deleted page answers 404.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("read_at", "timestamptz")
    .addColumn("read_by", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .execute();
  await sql`create index contact_messages_unread_idx on contact_messages (brand_id) where read_at is null`.execute(
    db,
  );
  await db.schema.alterTable("content_entries").addColumn("deleted_at", "timestamptz").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("content_entries").dropColumn("deleted_at").execute();
  await sql`drop index contact_messages_unread_idx`.execute(db);
  await db.schema.alterTable("contact_messages").dropColumn("read_by").dropColumn("read_at").execute();
}
