import type { TContactValues } from "@ship/contracts";
import type { TRowIssue, TRowVerdict } from "./check-import-rows.ts";
import type { TFileRow } from "./file-rows.ts";

/** A row's fate: before the import (valid) or after it (imported), or why it is not added. */
export type TRowStatus = "valid" | "imported" | "invalid" | "duplicate" | "duplicate_in_file";

export type TRowReport = {
  row: number;
  cells: string[];
  status: TRowStatus;
  issues: TRowIssue[];
  /** The contact to insert, for a valid row. */
  contact?: { contact: TContactValues; key: string };
};

/**
 * Every row of a list (checked by checkImportRows) with its status and problems. `isDuplicate`
 * says whether a valid row is already in the address book: by its key before the import, by the
 * import's outcome after it.
 */
export function evaluateRows(
  rows: readonly TFileRow[],
  verdicts: readonly TRowVerdict[],
  isDuplicate: (row: number, key: string) => boolean,
  imported: boolean,
): TRowReport[] {
  return verdicts.map((verdict, index) => {
    const cells = rows[index]?.[1] ?? [];
    if (!verdict.ok) {
      const inFile = verdict.issues.some((issue) => issue.code === "contact_import.duplicate_in_file");
      return {
        row: verdict.row,
        cells,
        status: inFile ? "duplicate_in_file" : "invalid",
        issues: verdict.issues,
      };
    }
    if (isDuplicate(verdict.row, verdict.key))
      return {
        row: verdict.row,
        cells,
        status: "duplicate",
        issues: [{ field: null, code: "contact.duplicate" }],
      };
    return {
      row: verdict.row,
      cells,
      status: imported ? "imported" : "valid",
      issues: [],
      contact: { contact: verdict.contact, key: verdict.key },
    };
  });
}

export function countRows(reports: readonly TRowReport[]) {
  const count = (...statuses: TRowStatus[]) =>
    reports.filter((report) => statuses.includes(report.status)).length;
  return {
    rows: reports.length,
    valid: count("valid", "imported"),
    invalid: count("invalid"),
    duplicates: count("duplicate"),
    duplicates_in_file: count("duplicate_in_file"),
  };
}
