import type { PDFPage } from "pdf-lib";
import { formatCityLine, listStreetLines } from "../labels/label-content.ts";
import type { TDocumentAddress } from "../types.ts";
import { drawLine, type TFonts } from "./pdf-text.ts";

/** A captioned address block; returns the y below it. */
export function drawAddressBlock(
  page: PDFPage,
  fonts: TFonts,
  block: {
    x: number;
    y: number;
    width: number;
    caption: string;
    address: TDocumentAddress;
    extraLines?: string[];
  },
): number {
  const { x, width, address } = block;
  let y = block.y;
  drawLine(page, block.caption.toUpperCase(), { x, y, size: 8, font: fonts.bold });
  y -= 13;
  drawLine(page, address.name, { x, y, size: 10, font: fonts.bold, maxWidth: width });
  const lines = [
    ...listStreetLines(address),
    formatCityLine(address),
    address.phone,
    address.email,
    ...(block.extraLines ?? []),
  ].filter((line): line is string => Boolean(line));
  for (const line of lines) {
    y -= 12;
    drawLine(page, line, { x, y, size: 9, font: fonts.regular, maxWidth: width });
  }
  return y - 6;
}
