import type { TBlogPost, TCmsPage } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TContentBrand, TContentDeps } from "../content-deps.ts";
import { findEntryCandidates } from "../content-repository.ts";
import { chooseEntry, toPage, toPost } from "../content-view.ts";

type TReadQuery = { brand: TContentBrand; lang: TLang; identifier: string };

async function readEntry(deps: Pick<TContentDeps, "db">, kind: "page" | "post", query: TReadQuery) {
  const rows = await findEntryCandidates(deps.db, {
    brandId: query.brand.id,
    kind,
    identifier: query.identifier,
  });
  const row = chooseEntry(rows, query.brand.id, query.lang);
  if (!row) throw new AppError("content.not_found", 404, { field: "identifier" });
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
