import * as XLSX from "@e965/xlsx";
import { CONTACT_IMPORT_LIMITS } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import { type TFileRow, tooManyRows, trimCell } from "./file-rows.ts";

/** More rows than this in the sheet can only mean too many data rows (the header is in the first ten). */
const SHEET_ROWS = CONTACT_IMPORT_LIMITS.rows + CONTACT_IMPORT_LIMITS.headerScanRows + 1;

/**
 * What a compound file holds: an xls workbook (its workbook stream), a password-protected xlsx
 * (Office encrypts it into such a container), or something else (a Word document...).
 */
export function compoundFileKind(bytes: Buffer): "workbook" | "encrypted" | "other" {
  try {
    const paths: string[] = XLSX.CFB.read(bytes, { type: "buffer" }).FullPaths;
    if (paths.some((path) => /\/(Workbook|Book)$/i.test(path))) return "workbook";
    return paths.some((path) => /\/EncryptedPackage$/i.test(path)) ? "encrypted" : "other";
  } catch {
    return "other";
  }
}

/**
 * The first sheet of an xls or xlsx as text rows (with their row numbers), read by SheetJS. The
 * caller has bounded an xlsx's unpacked size; `sheetRows` stops reading at the row limit.
 */
export function readSpreadsheet(bytes: Buffer): TFileRow[] {
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const book = XLSX.read(bytes, {
      type: "buffer",
      dense: true,
      sheets: 0,
      sheetRows: SHEET_ROWS,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
    sheet = book.Sheets[book.SheetNames[0] ?? ""];
  } catch {
    throw new AppError("contact_import.file_unreadable", 400, { field: "file" });
  }
  if (!sheet?.["!ref"]) return [];
  const full = XLSX.utils.decode_range(sheet["!fullref"] ?? sheet["!ref"]);
  if (full.e.r - full.s.r + 1 > SHEET_ROWS) throw tooManyRows();
  const origin = XLSX.utils.decode_range(sheet["!ref"]).s;
  const rows: TFileRow[] = [];
  (sheet["!data"] ?? []).forEach((cells, index) => {
    if (!cells) return;
    const texts: string[] = [];
    cells.forEach((cell, column) => {
      texts[column - origin.c] = cell ? cellText(cell) : "";
    });
    rows.push([index + 1, Array.from(texts, (text) => text ?? "")]);
  });
  return rows;
}

/**
 * A cell as the user sees it, except long numbers: a phone number typed as a number shows as
 * "3.36123E+11" in the General format, so an integer is written out in full instead.
 */
function cellText(cell: XLSX.CellObject): string {
  if (cell.t === "e" || cell.v === undefined || cell.v === null) return "";
  if (cell.t === "b") return cell.v ? "1" : "0";
  if (cell.t === "n" && typeof cell.v === "number" && (!cell.w || /e[+-]/i.test(cell.w)))
    return Number.isInteger(cell.v) ? cell.v.toFixed(0) : String(cell.v);
  return trimCell(cell.w ?? String(cell.v));
}
