import type { TLang } from "@ship/domain";
import type { TContentDeps } from "../content-deps.ts";
import { listEntries, type TContentKind } from "../content-repository.ts";

export type TContentListItem = {
  identifier: string;
  lang: TLang;
  title: string;
  /** False when the brand reads the default brand's row (no edit of its own yet). */
  own: boolean;
  updated_at: string;
  updated_by: string | null;
};

/**
 * The content editor's list (issue 18; the console's screen calls it): every page, post or FAQ entry a brand
 * shows, per identifier and language, its own row where it has one, else the default brand's.
 */
export function createListContent(deps: Pick<TContentDeps, "db">) {
  return async function listContent(query: {
    brandId: string;
    kind: TContentKind;
  }): Promise<TContentListItem[]> {
    const rows = await listEntries(deps.db, query);
    const chosen = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const key = `${row.identifier}/${row.lang}`;
      const current = chosen.get(key);
      if (!current || row.brand_id === query.brandId) chosen.set(key, row);
    }
    // Natural order: FAQ question "10" after "9"; a deleted entry is not listed.
    const visible = [...chosen.values()].filter((row) => row.deleted_at === null);
    visible.sort((a, b) => a.identifier.localeCompare(b.identifier, "en", { numeric: true }));
    return visible.map((row) => ({
      identifier: row.identifier,
      lang: row.lang,
      title: row.title,
      own: row.brand_id === query.brandId,
      updated_at: row.updated_at.toISOString(),
      updated_by: row.updated_by,
    }));
  };
}
