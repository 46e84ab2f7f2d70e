import { type TBlogPost, type TContentUpdate, ZContentIdentifier, ZContentUpdate } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import type { TContentBrand, TContentDeps, TContentSavedHook } from "../content-deps.ts";
import { findEntryCandidates, type TContentKind, upsertEntry } from "../content-repository.ts";
import { toPost } from "../content-view.ts";
import { plainText, sanitizeContent } from "../sanitize-content.ts";

export type TContentEdit = {
  brand: TContentBrand;
  kind: TContentKind;
  identifier: string;
  lang: TLang;
  update: TContentUpdate;
  /** Who saved it (the console's operator), kept beside the row. */
  editor: string | null;
};

async function faqExists(executor: TExecutor, brandId: string, identifier: string) {
  return (await findEntryCandidates(executor, { brandId, kind: "faq", identifier })).length > 0;
}

/**
 * The content editor's save (issue 18; the console's screen calls it): checks the fields
 * (ZContentUpdate), sanitises the HTML and strips tags from the texts, then creates or replaces the
 * brand's own row in that language. The default brand's rows, which other brands read, change only
 * when the default brand is edited. `onSaved` runs in the save's transaction (the console's audit
 * row). Answers the entry as readers now see it.
 */
export function createUpdateContent(deps: TContentDeps) {
  return async function updateContent(edit: TContentEdit, onSaved?: TContentSavedHook): Promise<TBlogPost> {
    const identifier = ZContentIdentifier.safeParse(edit.identifier);
    if (!identifier.success) throw new AppError("validation.invalid_value", 400, { field: "identifier" });
    const parsed = ZContentUpdate.safeParse(edit.update);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join(".") ?? "content";
      throw new AppError("validation.invalid_value", 400, { field });
    }
    const update = parsed.data;
    const title = plainText(update.title);
    if (title === "") throw new AppError("validation.required", 400, { field: "title" });
    const write = {
      brand_id: edit.brand.id,
      kind: edit.kind,
      identifier: identifier.data,
      lang: edit.lang,
      title,
      meta_title: plainText(update.meta_title),
      meta_description: plainText(update.meta_description),
      summary: plainText(update.summary),
      content: sanitizeContent(update.content),
      updated_by: edit.editor,
    };
    const row = await deps.unitOfWork.transaction(async (trx) => {
      // A FAQ has its fixed questions (decision 059): an entry is edited, never created here.
      if (edit.kind === "faq" && !(await faqExists(trx, edit.brand.id, write.identifier))) {
        throw new AppError("content.not_found", 404, { field: "identifier" });
      }
      const saved = await upsertEntry(trx, write, deps.now());
      if (onSaved) await onSaved(trx, saved);
      return saved;
    });
    return toPost(row, edit.brand.name);
  };
}
