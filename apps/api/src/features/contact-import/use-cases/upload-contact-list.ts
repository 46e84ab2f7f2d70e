import { randomBytes } from "node:crypto";
import type { TContactImportPreview } from "@ship/contracts";
import { CONTACT_IMPORT_LIMITS, type TLang } from "@ship/domain";
import { forgetOldImports, insertImport } from "../contact-import-repository.ts";
import { readContactFile } from "../read-contact-file.ts";
import type { TStoredImport } from "../stored-import.ts";
import type { TContactImportDeps } from "./contact-import-deps.ts";
import { evaluateImport } from "./evaluate-import.ts";
import { previewOf } from "./preview-of.ts";

/**
 * Spec §7 POST /my-contact/upload/data: reads the file (refused by its bytes, size, rows, columns
 * or unpacked size with nothing kept), keeps its rows under a random id for the import, and
 * answers the preview. Adds nothing to the address book.
 */
export function createUploadContactList(deps: TContactImportDeps) {
  return async (userId: number, bytes: Buffer, lang: TLang): Promise<TContactImportPreview> => {
    const file = await readContactFile(bytes);
    const now = deps.now();
    const stored: TStoredImport = {
      id: randomBytes(16).toString("base64url"),
      kind: file.kind,
      headerRow: file.headerRow,
      headers: file.headers,
      rows: file.rows,
      mapping: file.mapping,
      imported: false,
      outcome: null,
      expiresAt: new Date(now.getTime() + CONTACT_IMPORT_LIMITS.keepMinutes * 60_000),
    };
    await deps.unitOfWork.transaction(async (trx) => {
      await forgetOldImports(trx, userId, CONTACT_IMPORT_LIMITS.keptPerUser - 1, now);
      await insertImport(trx, { ...stored, userId });
    });
    const reports = await evaluateImport(deps, userId, stored, stored.mapping);
    return previewOf(stored, stored.mapping, reports, lang);
  };
}
