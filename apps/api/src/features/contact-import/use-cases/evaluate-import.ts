import type { TContactImportMapping } from "@ship/contracts";
import { checkImportRows } from "../check-import-rows.ts";
import { findExistingKeys } from "../contact-import-repository.ts";
import { evaluateRows, type TRowReport } from "../import-evaluation.ts";
import type { TStoredImport } from "../stored-import.ts";
import type { TContactImportDeps } from "./contact-import-deps.ts";

/**
 * Every row of a stored list with the mapping given: before the import, a valid row already in
 * the user's address book (read on `executor`) is a duplicate; after it, the import's outcome
 * says which were (and the mapping is the one it used).
 */
export async function evaluateImport(
  deps: Pick<TContactImportDeps, "db" | "countries">,
  userId: number,
  stored: TStoredImport,
  mapping: TContactImportMapping,
): Promise<TRowReport[]> {
  const resolveCountry = await deps.countries();
  if (stored.imported) {
    const duplicates = new Set(stored.outcome?.duplicates ?? []);
    const verdicts = checkImportRows(stored.rows, stored.mapping, resolveCountry);
    return evaluateRows(stored.rows, verdicts, (row) => duplicates.has(row), true);
  }
  const verdicts = checkImportRows(stored.rows, mapping, resolveCountry);
  const keys = verdicts.flatMap((verdict) => (verdict.ok ? [verdict.key] : []));
  const existing = await findExistingKeys(deps.db, userId, keys);
  return evaluateRows(stored.rows, verdicts, (_row, key) => existing.has(key), false);
}
