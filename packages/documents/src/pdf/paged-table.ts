import type { PDFDocument, PDFPage } from "pdf-lib";
import { A4 } from "./page-sizes.ts";
import { drawLine, drawLineRight, GREY, type TFonts } from "./pdf-text.ts";
import { drawTable, type TColumn, type TTableRow } from "./table.ts";

export const PAGE_MARGIN = 40;
const FOOTER_Y = 24;

type TPagedTable = {
  columns: readonly TColumn[];
  rows: readonly TTableRow[];
  /** Draws the page head (first page of the document part) and returns where the table starts. */
  drawHead: (page: PDFPage) => number;
  /** Height needed under the table on the last page (totals, signature). */
  tailHeight: number;
  /** Draws the totals and the rest under the table, from `y` down. */
  drawTail: (page: PDFPage, y: number) => void;
  /** Small text printed at the bottom of every page. */
  footer: (pageNumber: number, pageCount: number) => string;
  /** Printed in the corner of continuation pages (document number). */
  continuationTitle: string;
};

/**
 * An A4 document part: a head, a table that runs over as many pages as it needs, and a tail
 * (totals, signature) that moves to a page of its own when it does not fit under the last rows.
 */
export function addPagedTable(doc: PDFDocument, fonts: TFonts, part: TPagedTable): PDFPage[] {
  const [width, height] = A4;
  const pages: PDFPage[] = [];
  const addContinuationPage = (): PDFPage => {
    const next = doc.addPage(A4);
    pages.push(next);
    drawLine(next, part.continuationTitle, {
      x: PAGE_MARGIN,
      y: height - PAGE_MARGIN,
      size: 9,
      font: fonts.bold,
    });
    return next;
  };
  let page = doc.addPage(A4);
  pages.push(page);
  let top = part.drawHead(page);
  let remaining = part.rows;
  let y = top;
  const bottom = PAGE_MARGIN + 10;
  for (;;) {
    const result = drawTable(page, fonts, {
      x: PAGE_MARGIN,
      top,
      bottom,
      columns: part.columns,
      rows: remaining,
    });
    remaining = remaining.slice(result.drawn);
    y = result.y;
    if (remaining.length === 0) break;
    if (result.drawn === 0 && top < height - 2 * PAGE_MARGIN)
      throw new RangeError("a table row is taller than a page");
    page = addContinuationPage();
    top = height - PAGE_MARGIN - 16;
  }
  if (y - part.tailHeight < bottom) {
    page = addContinuationPage();
    y = height - PAGE_MARGIN - 16;
  }
  part.drawTail(page, y);
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: PAGE_MARGIN, y: FOOTER_Y + 12 },
      end: { x: width - PAGE_MARGIN, y: FOOTER_Y + 12 },
      thickness: 0.5,
      color: GREY,
    });
    drawLine(p, part.footer(i + 1, pages.length), {
      x: PAGE_MARGIN,
      y: FOOTER_Y,
      size: 7,
      font: fonts.regular,
      maxWidth: width - 2 * PAGE_MARGIN - 70,
    });
  });
  return pages;
}

/** Right-aligned "caption   amount" lines under a table; returns the y below them. */
export function drawTotals(
  page: PDFPage,
  fonts: TFonts,
  y: number,
  lines: readonly { caption: string; amount: string; strong?: boolean }[],
): number {
  const right = A4[0] - PAGE_MARGIN - 4;
  let cursor = y;
  for (const line of lines) {
    cursor -= 15;
    const font = line.strong ? fonts.bold : fonts.regular;
    const size = line.strong ? 11 : 9;
    drawLineRight(page, line.amount, right, { y: cursor, size, font });
    drawLineRight(page, line.caption, right - 110, { y: cursor, size, font });
  }
  return cursor;
}
