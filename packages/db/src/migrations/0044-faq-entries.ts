import { type Kysely, sql } from "kysely";
import { SEED_FAQ } from "../faq-seed.ts";

/**
 * FAQ entries in the database (issue 18, decision 059): `content_entries` takes a third kind,
 * `faq` (title: the question, content: the answer's HTML), and the nineteen questions the web
 * catalogs held (the FAQ's nine, the my-store page's ten) are seeded in en, fr and es under the
 * default brand, with the text the pages showed, so an operator edits them like CMS pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_entries drop constraint content_entries_kind_check`.execute(db);
  await sql`alter table content_entries add constraint content_entries_kind_check
    check (kind in ('page', 'post', 'faq'))`.execute(db);
  for (const entry of SEED_FAQ) {
    await sql`insert into content_entries (brand_id, kind, identifier, lang, title, content, published_at)
      values ('default', 'faq', ${entry.identifier}, ${entry.lang}, ${entry.title}, ${entry.content},
        '2026-09-01T08:00:00Z'::timestamptz)
      on conflict on constraint content_entries_key do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_entries where kind = 'faq'`.execute(db);
  await sql`alter table content_entries drop constraint content_entries_kind_check`.execute(db);
  await sql`alter table content_entries add constraint content_entries_kind_check
    check (kind in ('page', 'post'))`.execute(db);
}
