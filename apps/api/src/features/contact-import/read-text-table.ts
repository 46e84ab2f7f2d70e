import { parse } from "csv-parse/sync";
import { AppError } from "../../errors/app-error.ts";
import { type TFileRow, trimCell } from "./file-rows.ts";

const DELIMITERS = [",", ";", "\t", "|"] as const;

/**
 * The separator of a CSV or txt file: the one found most often in its first line (Excel writes
 * ',' in English, ';' where the comma is the decimal mark, a tab in its "text" files).
 */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== "") ?? "";
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? "," : (DELIMITERS[counts.indexOf(best)] ?? ",");
}

/** The rows of a CSV or txt file (already decoded), by csv-parse, each with its row number. */
export function readTextTable(text: string): TFileRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
    });
  } catch {
    throw new AppError("contact_import.file_unreadable", 400, { field: "file" });
  }
  return records.map((record, index) => [index + 1, record.map(trimCell)]);
}
