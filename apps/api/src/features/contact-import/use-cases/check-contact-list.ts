import type { TContactImportMapping, TContactImportPreview } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { findImport, saveMapping } from "../contact-import-repository.ts";
import { toStoredImport } from "../stored-import.ts";
import type { TContactImportDeps } from "./contact-import-deps.ts";
import { evaluateImport } from "./evaluate-import.ts";
import { previewOf } from "./preview-of.ts";

/**
 * The preview again with the mapping the user chose, which is kept (the report follows it). An
 * id that is not the caller's, or has expired, is 404. Once imported, the preview says what was.
 */
export function createCheckContactList(deps: TContactImportDeps) {
  return async (
    userId: number,
    id: string,
    mapping: TContactImportMapping,
    lang: TLang,
  ): Promise<TContactImportPreview> => {
    const row = await findImport(deps.db, id, userId, deps.now());
    if (!row) throw new AppError("not_found", 404);
    const stored = toStoredImport(row);
    const width = stored.mapping.length;
    const chosen = stored.imported ? stored.mapping : fitMapping(mapping, width);
    if (!stored.imported) await saveMapping(deps.db, id, chosen);
    const reports = await evaluateImport(deps, userId, stored, chosen);
    return previewOf({ ...stored, mapping: chosen }, chosen, reports, lang);
  };
}

/** The mapping as wide as the file: missing columns unmapped, extra entries dropped. */
export function fitMapping(mapping: TContactImportMapping, width: number): TContactImportMapping {
  return Array.from({ length: width }, (_, index) => mapping[index] ?? null);
}
