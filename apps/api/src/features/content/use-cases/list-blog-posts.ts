import type { TBlogSummary } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TContentBrand, TContentDeps } from "../content-deps.ts";
import { listPosts } from "../content-repository.ts";
import { toPost } from "../content-view.ts";

/** POST /blog (spec §7): one page of the brand's posts in the language, newest first. */
export function createListBlogPosts(deps: Pick<TContentDeps, "db">) {
  return async function listBlogPosts(query: {
    brand: TContentBrand;
    lang: TLang;
    page: number;
    rows: number;
  }): Promise<{ rows: TBlogSummary[]; total: number; page: number }> {
    const found = await listPosts(deps.db, {
      brandId: query.brand.id,
      lang: query.lang,
      offset: (query.page - 1) * query.rows,
      limit: query.rows,
    });
    return {
      page: query.page,
      total: found.total,
      rows: found.rows.map((row) => {
        const post = toPost(row, query.brand.name);
        return {
          identifier: post.identifier,
          lang: post.lang,
          title: post.title,
          summary: post.summary,
          published_at: post.published_at,
        };
      }),
    };
  };
}
