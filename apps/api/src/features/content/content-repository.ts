import type { TFaqGroup } from "@ship/contracts";
import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/**
 * SQL of the CMS pages, blog posts and FAQ entries (issue 18, decisions 056 and 059); transactions
 * are the use cases'.
 */
export type TContentKind = "page" | "post" | "faq";
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
  "deleted_at",
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
  // A post the brand deleted is its own row, chosen above the default brand's, then left out.
  const rows = await executor
    .selectFrom(visible.as("v"))
    .selectAll()
    .where("deleted_at", "is", null)
    .orderBy("published_at", "desc")
    .orderBy("identifier")
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const total = await executor
    .selectFrom(visible.as("v"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("deleted_at", "is", null)
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
        // Saving a deleted entry again puts that language back on the site.
        deleted_at: null,
      }),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The entries of a kind a brand reads (its own and the default brand's), for the editor's list. */
export async function listEntries(executor: TExecutor, query: { brandId: string; kind: TContentKind }) {
  return executor
    .selectFrom("content_entries")
    .select(["brand_id", "identifier", "lang", "title", "updated_at", "updated_by", "deleted_at"])
    .where("kind", "=", query.kind)
    .where("brand_id", "in", [query.brandId, DEFAULT_BRAND_ID])
    .orderBy("identifier")
    .orderBy("lang")
    .execute();
}

/** Every row a brand may read of one FAQ list (its own and the default brand's, all languages). */
export async function findFaqCandidates(executor: TExecutor, query: { brandId: string; group: TFaqGroup }) {
  const rows = executor
    .selectFrom("content_entries")
    .select(COLUMNS)
    .where("kind", "=", "faq")
    .where("brand_id", "in", [query.brandId, DEFAULT_BRAND_ID]);
  // The FAQ's questions are numbered ("1" to "9"), the my-store page's are "my-store-N".
  return (
    query.group === "faq"
      ? rows.where("identifier", "~", "^[0-9]+$")
      : rows.where("identifier", "like", "my-store-%")
  ).execute();
}

/**
 * Takes a brand's entry off its site in every language (decision 059): its own rows get
 * `deleted_at`, and a language where it read the default brand's row gets a row of its own marked
 * deleted, which hides the default one.
 */
export async function markEntryDeleted(
  executor: TExecutor,
  entry: {
    brandId: string;
    kind: TContentKind;
    identifier: string;
    langs: readonly TContentLang[];
    editor: string;
  },
  now: Date,
) {
  for (const lang of entry.langs) {
    await executor
      .insertInto("content_entries")
      .values({
        brand_id: entry.brandId,
        kind: entry.kind,
        identifier: entry.identifier,
        lang,
        title: entry.identifier,
        content: "",
        updated_at: now,
        updated_by: entry.editor,
        deleted_at: now,
      })
      .onConflict((oc) =>
        oc
          .constraint("content_entries_key")
          .doUpdateSet({ deleted_at: now, updated_at: now, updated_by: entry.editor }),
      )
      .execute();
  }
}
