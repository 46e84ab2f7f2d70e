import type { TBlogPost, TCmsPage, TContentEntry } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TContentBrand, TContentDeps } from "../content-deps.ts";
import { findEntryCandidates, type TContentKind } from "../content-repository.ts";
import { chooseEntry, toPage, toPost } from "../content-view.ts";
import { sanitizeContent } from "../sanitize-content.ts";

type TReadQuery = { brand: TContentBrand; lang: TLang; identifier: string };

async function readEntry(deps: Pick<TContentDeps, "db">, kind: TContentKind, query: TReadQuery) {
  const rows = await findEntryCandidates(deps.db, {
    brandId: query.brand.id,
    kind,
    identifier: query.identifier,
  });
  const row = chooseEntry(rows, query.brand.id, query.lang);
  // A deleted entry's own row is chosen first and hides the default brand's: the page is gone.
  if (!row || row.deleted_at) throw new AppError("content.not_found", 404, { field: "identifier" });
  return row;
}

/** POST /cms/get (spec §7): a CMS page of the brand in the language, with its fallbacks. */
export function createReadCmsPage(deps: Pick<TContentDeps, "db">) {
  return async function readCmsPage(query: TReadQuery): Promise<TCmsPage> {
    return toPage(await readEntry(deps, "page", query), query.brand.name);
  };
}

/** POST /blog/page (decision 056): one blog post, with the same fallbacks. */
export function createReadBlogPost(deps: Pick<TContentDeps, "db">) {
  return async function readBlogPost(query: TReadQuery): Promise<TBlogPost> {
    return toPost(await readEntry(deps, "post", query), query.brand.name);
  };
}

/**
 * The content editor's read (console): the brand's own row in that language, else the default
 * brand's (no English fallback: the editor edits one language), fields as stored, HTML sanitised
 * again. Null when neither exists (a new post).
 */
export function createReadForEdit(deps: Pick<TContentDeps, "db">) {
  return async function readForEdit(query: {
    brandId: string;
    kind: TContentKind;
    identifier: string;
    lang: TLang;
  }): Promise<TContentEntry | null> {
    const rows = await findEntryCandidates(deps.db, {
      brandId: query.brandId,
      kind: query.kind,
      identifier: query.identifier,
    });
    const inLang = rows.filter((row) => row.lang === query.lang);
    const row = inLang.find((r) => r.brand_id === query.brandId) ?? inLang[0];
    if (!row || row.deleted_at) return null;
    return {
      kind: query.kind,
      identifier: row.identifier,
      lang: row.lang,
      title: row.title,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      summary: row.summary,
      content: sanitizeContent(row.content),
      own: row.brand_id === query.brandId,
      updated_at: row.updated_at.toISOString(),
      updated_by: row.updated_by,
    };
  };
}
