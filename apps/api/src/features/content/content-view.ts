import type { TBlogPost, TCmsPage } from "@ship/contracts";
import { FALLBACK_LANG, type TLang } from "@ship/domain";
import { DEFAULT_BRAND_ID, type findEntryCandidates } from "./content-repository.ts";
import { fillBrand, plainText, sanitizeContent } from "./sanitize-content.ts";

type TRow = Awaited<ReturnType<typeof findEntryCandidates>>[number];

/**
 * The row a reader sees among an entry's candidates: the brand's own in the language, else the
 * default brand's in it, else the same two in English (spec §1: fallback English).
 */
export function chooseEntry(rows: TRow[], brandId: string, lang: TLang): TRow | undefined {
  const order = [
    [brandId, lang],
    [DEFAULT_BRAND_ID, lang],
    [brandId, FALLBACK_LANG],
    [DEFAULT_BRAND_ID, FALLBACK_LANG],
  ];
  for (const [brand, language] of order) {
    const row = rows.find((candidate) => candidate.brand_id === brand && candidate.lang === language);
    if (row) return row;
  }
  return undefined;
}

/** A row as the page shows it: HTML sanitised again, texts plain, `{{brand}}` filled. */
export function toPage(row: TRow, brandName: string): TCmsPage {
  const text = (value: string) => fillBrand(plainText(value), brandName, false);
  const title = text(row.title);
  return {
    identifier: row.identifier,
    lang: row.lang,
    title,
    content: fillBrand(sanitizeContent(row.content), brandName, true),
    meta_title: text(row.meta_title) || title,
    meta_description: text(row.meta_description),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toPost(row: TRow, brandName: string): TBlogPost {
  return {
    ...toPage(row, brandName),
    summary: fillBrand(plainText(row.summary), brandName, false),
    published_at: row.published_at.toISOString(),
  };
}
