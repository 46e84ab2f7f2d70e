import type { PDFFont, PDFPage } from "pdf-lib";
import { BLACK, drawLine, drawLineRight, fitText, GREY, toWinAnsi, wrapText } from "./pdf-text.ts";

export type TColumn = { header: string; width: number; align?: "left" | "right" };

const SIZE = 9;
const LEADING = 11;
const PADDING = 4;

/** Rows a table gets from its cells: the first column wraps, the others stay on one line. */
export type TTableRow = readonly string[];

/** One cell's text, left or right aligned inside its column, cut to fit. */
function drawCell(page: PDFPage, font: PDFFont, column: TColumn, x: number, y: number, text: string): void {
  const maxWidth = column.width - 2 * PADDING;
  if (column.align === "right") {
    const fitted = fitText(font, toWinAnsi(font, text), SIZE, maxWidth);
    drawLineRight(page, fitted, x + column.width - PADDING, { y, size: SIZE, font });
  } else drawLine(page, text, { x: x + PADDING, y, size: SIZE, font, maxWidth });
}

/** Height a row takes (its first cell may wrap). */
function measureRow(font: PDFFont, columns: readonly TColumn[], row: TTableRow): string[] {
  const firstWidth = (columns[0]?.width ?? 0) - 2 * PADDING;
  return wrapText(font, toWinAnsi(font, row[0] ?? ""), SIZE, firstWidth);
}

/**
 * Draws a header and as many rows as fit above `bottom`, from `top` down; returns how many rows
 * were drawn and where the table ended, so the caller continues on a new page.
 */
export function drawTable(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  table: { x: number; top: number; bottom: number; columns: readonly TColumn[]; rows: readonly TTableRow[] },
): { drawn: number; y: number } {
  const { x, columns, rows } = table;
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  let y = table.top;
  page.drawRectangle({
    x,
    y: y - LEADING - 2 * PADDING + 2,
    width: totalWidth,
    height: LEADING + 2 * PADDING,
    color: GREY,
    opacity: 0.15,
  });
  let cx = x;
  for (const column of columns) {
    drawCell(page, fonts.bold, column, cx, y - LEADING, column.header);
    cx += column.width;
  }
  y -= LEADING + 2 * PADDING;

  let drawn = 0;
  for (const row of rows) {
    const firstLines = measureRow(fonts.regular, columns, row);
    const height = firstLines.length * LEADING + PADDING;
    if (y - height < table.bottom) break;
    cx = x;
    columns.forEach((column, i) => {
      const lines = i === 0 ? firstLines : [row[i] ?? ""];
      lines.forEach((line, l) => {
        drawCell(page, fonts.regular, column, cx, y - LEADING - l * LEADING + 2, line);
      });
      cx += column.width;
    });
    y -= height;
    page.drawLine({ start: { x, y }, end: { x: x + totalWidth, y }, thickness: 0.5, color: GREY });
    drawn++;
  }
  page.drawLine({ start: { x, y }, end: { x: x + totalWidth, y }, thickness: 0.75, color: BLACK });
  return { drawn, y };
}
