import type { TContactImportMapping, TContactImportPreview } from "@ship/contracts";
import { CONTACT_IMPORT_LIMITS, type TLang } from "@ship/domain";
import { columnLabel } from "../detect-columns.ts";
import { countRows, type TRowReport } from "../import-evaluation.ts";
import { describeIssue } from "../import-texts.ts";
import type { TStoredImport } from "../stored-import.ts";

/** The page's preview of a list: columns and their fields, the first rows, the first problems. */
export function previewOf(
  stored: TStoredImport,
  mapping: TContactImportMapping,
  reports: readonly TRowReport[],
  lang: TLang,
): TContactImportPreview {
  const issues = [];
  let total = 0;
  for (const report of reports) {
    total += report.issues.length;
    for (const issue of report.issues) {
      if (issues.length >= CONTACT_IMPORT_LIMITS.previewIssues) break;
      issues.push(describeIssue(report.row, issue, stored.headers, mapping, lang));
    }
  }
  const sample = reports.slice(0, CONTACT_IMPORT_LIMITS.previewRows);
  return {
    id: stored.id,
    kind: stored.kind,
    header_row: stored.headerRow,
    columns: mapping.map((field, index) => ({ header: columnLabel(stored.headers, index), field })),
    sample: sample.map((report) => ({ row: report.row, cells: report.cells })),
    counts: countRows(reports),
    issues,
    issues_total: total,
    invalid_rows: sample.filter((report) => report.issues.length > 0).map((report) => report.row),
    status: stored.imported ? "imported" : "pending",
    expires_at: stored.expiresAt.toISOString(),
  };
}
