import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** SQL of the CMS pages and blog posts (issue 18, decision 056); transactions are the use cases'. */

export type TContentKind = "page" | "post";
export type TContentLang = "en" | "fr" | "es";

/** Where a brand's content falls back to: the default brand's rows (the seeded ones). */
export const DEFAULT_BRAND_ID = "default";

const COLUMNS = [
  "brand_id",
  "kind",
  "identifier",
  "lang",
  "title",
  "meta_title",
  "meta_description",
  "summary",
  "content",
  "published_at",
  "updated_at",
  "updated_by",
] as const;

/** Every row of one entry that a brand may read: its own and the default brand's, all languages. */
export async function findEntryCandidates(
  executor: TExecutor,
  query: { brandId: string; kind: TContentKind; identifier: string },
) {
  return executor
    .selectFrom("content_entries")
    .select(COLUMNS)
    .where("kind", "=", query.kind)
    .where("identifier", "=", query.identifier)
    .where("brand_id", "in", [query.brandId, DEFAULT_BRAND_ID])
    .execute();
}

/**
 * One page of the posts a brand shows in a language, newest first: per identifier the brand's own
 * row, else the default brand's. With their total.
 */
export async function listPosts(
  executor: TExecutor,
  query: { brandId: string; lang: TContentLang; offset: number; limit: number },
) {
  const visible = executor
    .selectFrom("content_entries")
    .select(COLUMNS)
    .distinctOn("identifier")
    .where("kind", "=", "post")
    .where("lang", "=", query.lang)
    .where("brand_id", "in", [query.brandId, DEFAULT_BRAND_ID])
    .orderBy("identifier")
    .orderBy(sql`brand_id = ${query.brandId}`, "desc");
  const rows = await executor
    .selectFrom(visible.as("v"))
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("identifier")
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const total = await executor
    .selectFrom(visible.as("v"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.count) };
}

export type TContentWrite = {
  brand_id: string;
  kind: TContentKind;
  identifier: string;
  lang: TContentLang;
  title: string;
  meta_title: string;
  meta_description: string;
  summary: string;
  content: string;
  updated_by: string | null;
};

/** Creates or replaces a brand's entry in one language (the unique key decides), answering it. */
export async function upsertEntry(executor: TExecutor, row: TContentWrite, now: Date) {
  return executor
    .insertInto("content_entries")
    .values({ ...row, published_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.constraint("content_entries_key").doUpdateSet({
        title: row.title,
        meta_title: row.meta_title,
        meta_description: row.meta_description,
        summary: row.summary,
        content: row.content,
        updated_by: row.updated_by,
        updated_at: now,
      }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The entries of a kind a brand reads (its own and the default brand's), for the editor's list. */
export async function listEntries(executor: TExecutor, query: { brandId: string; kind: TContentKind }) {
  return executor
    .selectFrom("content_entries")
    .select(["brand_id", "identifier", "lang", "title", "updated_at", "updated_by"])
    .where("kind", "=", query.kind)
    .where("brand_id", "in", [query.brandId, DEFAULT_BRAND_ID])
    .orderBy("identifier")
    .orderBy("lang")
    .execute();
}
