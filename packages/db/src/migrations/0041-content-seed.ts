import { type Kysely, sql } from "kysely";
import { SEED_CONTENT } from "../content-seed.ts";

/**
 * The first content (issue 18, decision 056): terms of sale, shipping requirements, about, business
 * account and help pages and two blog posts, in English, French and Spanish, under the default
 * brand, which every brand without its own row reads. An operator's later edits are rows of their
 * own brand or replace these; this migration never runs again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const entry of SEED_CONTENT) {
    await sql`insert into content_entries
        (brand_id, kind, identifier, lang, title, meta_title, meta_description, summary, content, published_at)
      values ('default', ${entry.kind}, ${entry.identifier}, ${entry.lang}, ${entry.title}, ${entry.meta_title},
        ${entry.meta_description}, ${entry.summary}, ${entry.content},
        ${entry.published_at ?? new Date("2026-09-01T08:00:00Z").toISOString()}::timestamptz)
      on conflict on constraint content_entries_key do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_entries where brand_id = 'default'`.execute(db);
}
