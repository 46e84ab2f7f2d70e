import type { Readable, Writable } from "node:stream";
import { PassThrough } from "node:stream";
import { EXPORT_MEDIA_TYPES, type TExportFormat } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { columnHeader, type THistoryColumn } from "../my-account/history-texts.ts";
import { neutraliseFormula } from "./neutralise-formula.ts";

/**
 * One column of an export: its header (history-texts.ts, in the caller's language) and its value.
 * `text` is neutralised against formulas; `money` is integer cents (a number in the sheet, with two
 * decimals); `date` is 'YYYY-MM-DD' (a date in the sheet).
 */
export type TExportColumn<TRow> = {
  key: THistoryColumn;
  kind: "text" | "money" | "date";
  value: (row: TRow) => string | number;
  width?: number;
};

/** What an export route sends: a stream, produced while it is read. */
export type TExportFile = { filename: string; contentType: string; body: Readable };

export type TExportName = "shipments" | "invoices" | "payments";

const SHEET_NAMES: Record<TExportName, Record<TLang, string>> = {
  shipments: { en: "Shipments", fr: "Expéditions", es: "Envíos" },
  invoices: { en: "Invoices", fr: "Factures", es: "Facturas" },
  payments: { en: "Payments", fr: "Paiements", es: "Pagos" },
};

const XLSX_DATE_FORMATS: Record<TLang, string> = { en: "mm/dd/yyyy", fr: "dd/mm/yyyy", es: "dd/mm/yyyy" };

/** Excel opens a CSV in columns with the list separator of its language: ';' where ',' is the decimal mark. */
const CSV_DELIMITERS: Record<TLang, string> = { en: ",", fr: ";", es: ";" };

/**
 * The export of `batches` (each an array of rows, read from the database one after the other) as
 * an xlsx workbook or a UTF-8 CSV file, written while the client reads it: at most about one
 * batch waits in memory, whatever the number of rows.
 */
export function exportFile<TRow>(
  name: TExportName,
  format: TExportFormat,
  lang: TLang,
  columns: readonly TExportColumn<TRow>[],
  batches: AsyncIterable<readonly TRow[]>,
  today: string = new Date().toISOString().slice(0, 10),
): TExportFile {
  const body =
    format === "xlsx"
      ? xlsxStream(SHEET_NAMES[name][lang], lang, columns, batches)
      : csvStream(lang, columns, batches);
  return { filename: `${name}-${today}.${format}`, contentType: EXPORT_MEDIA_TYPES[format], body };
}

/** The value of a cell in the sheet: texts neutralised, money in units, dates as dates. */
export function xlsxCell<TRow>(column: TExportColumn<TRow>, row: TRow): string | number | Date {
  const value = column.value(row);
  if (column.kind === "money") return Number(value) / 100;
  if (column.kind === "date") return new Date(`${value}T00:00:00Z`);
  return neutraliseFormula(String(value));
}

/** The value of a CSV field: texts neutralised, money with two decimals in the language's mark. */
export function csvCell<TRow>(column: TExportColumn<TRow>, row: TRow, lang: TLang): string {
  const value = column.value(row);
  if (column.kind === "money") {
    const units = (Number(value) / 100).toFixed(2);
    return lang === "en" ? units : units.replace(".", ",");
  }
  if (column.kind === "date") return String(value);
  return neutraliseFormula(String(value));
}

/** Resolves once `stream` can take more (or is gone: the client left). */
async function drained(stream: Writable) {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

function xlsxStream<TRow>(
  sheetName: string,
  lang: TLang,
  columns: readonly TExportColumn<TRow>[],
  batches: AsyncIterable<readonly TRow[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  const numFmt = { money: "#,##0.00", date: XLSX_DATE_FORMATS[lang], text: "@" } as const;
  sheet.columns = columns.map((column) => ({
    header: columnHeader(lang, column.key),
    key: column.key,
    width: column.width ?? 16,
    style: { numFmt: numFmt[column.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  const produce = async () => {
    for await (const rows of batches) {
      if (out.destroyed) return;
      for (const row of rows) sheet.addRow(columns.map((column) => xlsxCell(column, row))).commit();
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

function csvStream<TRow>(
  lang: TLang,
  columns: readonly TExportColumn<TRow>[],
  batches: AsyncIterable<readonly TRow[]>,
): Readable {
  // The byte order mark makes Excel read the file as UTF-8 (accents); CRLF as Excel writes them.
  const out = stringify({ bom: true, delimiter: CSV_DELIMITERS[lang], record_delimiter: "windows" });
  const produce = async () => {
    out.write(columns.map((column) => columnHeader(lang, column.key)));
    for await (const rows of batches) {
      if (out.destroyed) return;
      for (const row of rows) out.write(columns.map((column) => csvCell(column, row, lang)));
      await drained(out);
    }
    out.end();
  };
  produce().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
