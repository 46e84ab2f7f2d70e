import type { TContactImportMapping } from "@ship/contracts";
import { CONTACT_IMPORT_LIMITS, type TContactImportKind } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import { checkZipBounds } from "./check-zip-bounds.ts";
import { detectColumns } from "./detect-columns.ts";
import { keepFilledRows, type TFileRow, tooManyRows } from "./file-rows.ts";
import { compoundFileKind, readSpreadsheet } from "./read-spreadsheet.ts";
import { readTextTable } from "./read-text-table.ts";
import { decodeText, sniffFileKind } from "./sniff-file-kind.ts";

/** A contact list as read: its header row (if any), its data rows, each column's field. */
export type TContactFile = {
  kind: TContactImportKind;
  /** The header row's number in the file, or null. */
  headerRow: number | null;
  headers: string[];
  rows: TFileRow[];
  mapping: TContactImportMapping;
};

const refuse = (code: "contact_import.file_type" | "contact_import.file_unreadable") =>
  new AppError(code, 400, { field: "file" });

/** The rows of the file, by what its bytes are (spec §5: xls, xlsx, csv, txt; never by its name). */
async function readRows(bytes: Buffer): Promise<{ kind: TContactImportKind; rows: TFileRow[] }> {
  const kind = sniffFileKind(bytes);
  if (kind === "xlsx") {
    const parts = await checkZipBounds(bytes);
    if (!parts.includes("xl/workbook.xml")) throw refuse("contact_import.file_type");
    return { kind, rows: readSpreadsheet(bytes) };
  }
  if (kind === "xls") {
    const content = compoundFileKind(bytes);
    if (content === "encrypted") throw refuse("contact_import.file_unreadable");
    if (content === "other") throw refuse("contact_import.file_type");
    return { kind, rows: readSpreadsheet(bytes) };
  }
  const text = kind === "text" ? decodeText(bytes) : null;
  if (text === null) throw refuse("contact_import.file_type");
  return { kind: "text", rows: readTextTable(text) };
}

/**
 * Reads an uploaded contact list within the limits (CONTACT_IMPORT_LIMITS: 1 MB, unpacked size,
 * rows, columns) and finds its header row and columns. Every refusal is a 400 on `file`.
 */
export async function readContactFile(bytes: Buffer): Promise<TContactFile> {
  if (bytes.byteLength === 0) throw new AppError("contact_import.file_required", 400, { field: "file" });
  if (bytes.byteLength > CONTACT_IMPORT_LIMITS.fileBytes)
    throw new AppError("contact_import.file_too_large", 400, { field: "file" });
  const { kind, rows: read } = await readRows(bytes);
  const filled = keepFilledRows(read);
  const { headerIndex, mapping } = detectColumns(filled);
  const header = headerIndex === null ? undefined : filled[headerIndex];
  const rows = headerIndex === null ? filled : filled.slice(headerIndex + 1);
  if (rows.length === 0) throw new AppError("contact_import.empty", 400, { field: "file" });
  if (rows.length > CONTACT_IMPORT_LIMITS.rows) throw tooManyRows();
  const width = Math.max(mapping.length, ...rows.map(([, cells]) => cells.length));
  return {
    kind,
    headerRow: header ? header[0] : null,
    headers: header ? header[1] : [],
    rows,
    mapping: Array.from({ length: width }, (_, index) => mapping[index] ?? null),
  };
}
