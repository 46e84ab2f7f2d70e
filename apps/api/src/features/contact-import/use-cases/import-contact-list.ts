import type { TContactImportMapping, TContactImportResult } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { findImport, insertContactsOnce, markImported } from "../contact-import-repository.ts";
import { countRows, type TRowReport } from "../import-evaluation.ts";
import { type TImportOutcome, toStoredImport } from "../stored-import.ts";
import { fitMapping } from "./check-contact-list.ts";
import type { TContactImportDeps } from "./contact-import-deps.ts";
import { evaluateImport } from "./evaluate-import.ts";

const resultOf = (reports: readonly TRowReport[]): TContactImportResult => {
  const counts = countRows(reports);
  return {
    imported: counts.valid,
    duplicates: counts.duplicates,
    duplicates_in_file: counts.duplicates_in_file,
    invalid: counts.invalid,
  };
};

/**
 * Adds the list's valid rows (checked again with the mapping given) to the caller's address book
 * in one transaction, under the list's row lock: ON CONFLICT DO NOTHING on (user, duplicate key)
 * skips a contact already there, even one another request added meanwhile. The outcome is stored
 * in the same transaction, so a retry adds nothing and answers the same counts.
 */
export function createImportContactList(deps: TContactImportDeps) {
  return (userId: number, id: string, mapping: TContactImportMapping): Promise<TContactImportResult> =>
    deps.unitOfWork.transaction(async (trx) => {
      const row = await findImport(trx, id, userId, deps.now(), true);
      if (!row) throw new AppError("not_found", 404);
      const stored = toStoredImport(row);
      const inTransaction = { db: trx, countries: deps.countries };
      if (stored.imported)
        return resultOf(await evaluateImport(inTransaction, userId, stored, stored.mapping));
      const chosen = fitMapping(mapping, stored.mapping.length);
      const reports = await evaluateImport(inTransaction, userId, stored, chosen);
      const valid = reports.flatMap((report) =>
        report.contact ? [{ row: report.row, ...report.contact }] : [],
      );
      const inserted = await insertContactsOnce(trx, userId, valid);
      const outcome: TImportOutcome = {
        duplicates: [
          ...reports.filter((report) => report.status === "duplicate").map((report) => report.row),
          ...valid.filter((item) => !inserted.has(item.key)).map((item) => item.row),
        ],
      };
      await markImported(trx, id, chosen, outcome);
      const counts = resultOf(reports);
      return { ...counts, imported: inserted.size, duplicates: outcome.duplicates.length };
    });
}
