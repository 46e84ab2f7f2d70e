import { CONTACT_IMPORT_LIMITS } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";

/** A row of the file as read: its number in the file (1 is the first) and its cells' text. */
export type TFileRow = [row: number, cells: string[]];

/** A cell's text without surrounding spaces, cut at a length that still shows it is too long. */
export const trimCell = (text: string) => text.trim().slice(0, CONTACT_IMPORT_LIMITS.cellChars);

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell === "");

export const tooManyRows = () =>
  new AppError("contact_import.too_many_rows", 400, {
    field: "file",
    params: { max: CONTACT_IMPORT_LIMITS.rows },
  });

/** Blank rows dropped, trailing empty cells too; refuses a file wider than the column limit. */
export function keepFilledRows(rows: readonly TFileRow[]): TFileRow[] {
  const kept: TFileRow[] = [];
  for (const [row, cells] of rows) {
    let width = cells.length;
    while (width > 0 && cells[width - 1] === "") width -= 1;
    if (width === 0) continue;
    if (width > CONTACT_IMPORT_LIMITS.columns)
      throw new AppError("contact_import.too_many_columns", 400, {
        field: "file",
        params: { max: CONTACT_IMPORT_LIMITS.columns },
      });
    kept.push([row, cells.slice(0, width)]);
  }
  return kept;
}
