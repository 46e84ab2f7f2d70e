import type { TLang } from "@ship/domain";
import { stringify } from "csv-stringify/sync";
import { AppError } from "../../../errors/app-error.ts";
import { neutraliseFormula } from "../../exports/neutralise-formula.ts";
import { findImport } from "../contact-import-repository.ts";
import { columnLabel } from "../detect-columns.ts";
import { CSV_DELIMITERS, describeIssue, issueLine, REPORT_TEXTS } from "../import-texts.ts";
import { toStoredImport } from "../stored-import.ts";
import type { TContactImportDeps } from "./contact-import-deps.ts";
import { evaluateImport } from "./evaluate-import.ts";

/**
 * The per-row report of a list as CSV: row number, status (valid or imported, or why not), every
 * problem, then the row's cells as read, so the user can correct the file and send it again. Every
 * text goes through neutraliseFormula: the cells came from a stranger's file.
 */
export function createContactImportReport(deps: TContactImportDeps) {
  return async (userId: number, id: string, lang: TLang) => {
    const row = await findImport(deps.db, id, userId, deps.now());
    if (!row) throw new AppError("not_found", 404);
    const stored = toStoredImport(row);
    const reports = await evaluateImport(deps, userId, stored, stored.mapping);
    const texts = REPORT_TEXTS[lang];
    const width = stored.mapping.length;
    const header = [texts.row, texts.status, texts.problems];
    for (let column = 0; column < width; column += 1) header.push(columnLabel(stored.headers, column));
    const lines = reports.map((report) => [
      String(report.row),
      texts[report.status],
      report.issues
        .map((issue) =>
          issueLine(describeIssue(report.row, issue, stored.headers, stored.mapping, lang), lang),
        )
        .join(" | "),
      ...Array.from({ length: width }, (_, column) => report.cells[column] ?? ""),
    ]);
    const csv = stringify(
      [header, ...lines].map((line) => line.map((cell) => String(neutraliseFormula(cell)))),
      {
        delimiter: CSV_DELIMITERS[lang],
        record_delimiter: "\r\n",
        bom: true,
      },
    );
    return { filename: `contacts-report-${stored.id.slice(0, 8)}.csv`, csv };
  };
}
