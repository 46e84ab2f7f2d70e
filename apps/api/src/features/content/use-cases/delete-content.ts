import { CMS_PAGES, type DELETABLE_CONTENT_KINDS } from "@ship/contracts";
import { LANGS } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TContentBrand, TContentDeps, TContentSavedHook } from "../content-deps.ts";
import { findEntryCandidates, markEntryDeleted } from "../content-repository.ts";

/** The site's own pages (menu, footer, order form links): edited, never deleted. */
const CORE_PAGES: readonly string[] = CMS_PAGES;

/**
 * Deletes a brand's page or blog post (decision 059): in every language, so that no fallback
 * shows it again; it then answers 404 on the site and leaves the editor's list. The core pages
 * are refused (400 console.core_page), an entry the brand does not show is 404. `onDeleted` runs
 * in the deletion's transaction (the console's audit row).
 */
export function createDeleteContent(deps: TContentDeps) {
  return async function deleteContent(
    entry: {
      brand: TContentBrand;
      kind: (typeof DELETABLE_CONTENT_KINDS)[number];
      identifier: string;
      editor: string;
    },
    onDeleted?: TContentSavedHook,
  ): Promise<void> {
    if (entry.kind === "page" && CORE_PAGES.includes(entry.identifier)) {
      throw new AppError("console.core_page", 400, { field: "identifier" });
    }
    await deps.unitOfWork.transaction(async (trx) => {
      const rows = await findEntryCandidates(trx, {
        brandId: entry.brand.id,
        kind: entry.kind,
        identifier: entry.identifier,
      });
      const shown = LANGS.some((lang) => {
        const own = rows.find((row) => row.brand_id === entry.brand.id && row.lang === lang);
        return own ? own.deleted_at === null : rows.some((row) => row.lang === lang);
      });
      if (!shown) throw new AppError("content.not_found", 404, { field: "identifier" });
      await markEntryDeleted(
        trx,
        {
          brandId: entry.brand.id,
          kind: entry.kind,
          identifier: entry.identifier,
          langs: LANGS,
          editor: entry.editor,
        },
        deps.now(),
      );
      if (onDeleted) await onDeleted(trx, { identifier: entry.identifier, lang: "" });
    });
  };
}
