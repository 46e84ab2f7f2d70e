import { sumCents, type TCents } from "@ship/domain";
import { PDFDocument, type PDFPage } from "pdf-lib";
import { type TDocumentTextKey, translateDocumentText } from "../i18n/catalog.ts";
import { drawAddressBlock } from "../pdf/address-block.ts";
import { formatCents, formatIsoDate } from "../pdf/format.ts";
import { A4 } from "../pdf/page-sizes.ts";
import { addPagedTable, drawTotals, PAGE_MARGIN } from "../pdf/paged-table.ts";
import {
  BLACK,
  drawLine,
  drawLineRight,
  embedStandardFonts,
  type TFonts,
  toWinAnsi,
  wrapText,
} from "../pdf/pdf-text.ts";
import type { TProformaInput } from "../types.ts";

/** Customs ask for three signed copies (one for the parcel, two for the carrier's paperwork). */
export const PROFORMA_COPIES = 3;

export function computeProformaTotalCents(input: Pick<TProformaInput, "lines">): TCents {
  return sumCents(input.lines.map((line) => line.quantity * line.unitPriceCents));
}

function drawHead(page: PDFPage, fonts: TFonts, input: TProformaInput, copy: number): number {
  const t = (key: TDocumentTextKey, params?: Record<string, number>) =>
    translateDocumentText(input.lang, key, params);
  const [width, height] = A4;
  const right = width - PAGE_MARGIN;
  let y = height - PAGE_MARGIN - 16;
  drawLine(page, t("proformaTitle"), { x: PAGE_MARGIN, y, size: 20, font: fonts.bold });
  const copyText = t("copy", { n: copy, total: PROFORMA_COPIES });
  const copyWidth = fonts.bold.widthOfTextAtSize(toWinAnsi(fonts.bold, copyText), 12) + 16;
  page.drawRectangle({
    x: right - copyWidth,
    y: y - 5,
    width: copyWidth,
    height: 22,
    borderColor: BLACK,
    borderWidth: 1.2,
  });
  drawLineRight(page, copyText, right - 8, { y, size: 12, font: fonts.bold });
  y -= 24;
  drawLine(page, `N° ${input.number}`, { x: PAGE_MARGIN, y, size: 10, font: fonts.regular });
  drawLineRight(page, `${t("date")}: ${formatIsoDate(input.date, input.lang)}`, right, {
    y,
    size: 10,
    font: fonts.regular,
  });
  y -= 28;
  const columnWidth = (width - 2 * PAGE_MARGIN - 20) / 2;
  const leftEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN,
    y,
    width: columnWidth,
    caption: t("exporter"),
    address: input.exporter,
    extraLines: input.exporter.vatNumber ? [`${t("vatNumber")}: ${input.exporter.vatNumber}`] : [],
  });
  const rightEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN + columnWidth + 20,
    y,
    width: columnWidth,
    caption: t("importer"),
    address: input.importer,
    extraLines: input.importer.vatNumber ? [`${t("vatNumber")}: ${input.importer.vatNumber}`] : [],
  });
  y = Math.min(leftEnd, rightEnd) - 8;
  const facts: [string, string | undefined][] = [
    [t("reasonForExport"), input.reasonForExport],
    [t("carrier"), input.carrierName],
    [t("trackingNumber"), input.trackingNumber],
  ];
  for (const [caption, value] of facts) {
    if (!value) continue;
    drawLine(page, `${caption}:`, { x: PAGE_MARGIN, y, size: 9, font: fonts.bold });
    drawLine(page, value, {
      x: PAGE_MARGIN + 130,
      y,
      size: 9,
      font: fonts.regular,
      maxWidth: width - 2 * PAGE_MARGIN - 130,
    });
    y -= 13;
  }
  return y - 8;
}

function drawSignature(page: PDFPage, fonts: TFonts, input: TProformaInput, y: number): void {
  const t = (key: TDocumentTextKey) => translateDocumentText(input.lang, key);
  const [width] = A4;
  let cursor = y - 24;
  for (const line of wrapText(
    fonts.regular,
    toWinAnsi(fonts.regular, t("declaration")),
    9,
    width - 2 * PAGE_MARGIN,
  )) {
    drawLine(page, line, { x: PAGE_MARGIN, y: cursor, size: 9, font: fonts.regular });
    cursor -= 12;
  }
  cursor -= 8;
  const place = input.place ? `${input.place}, ` : "";
  drawLine(page, `${t("place")} / ${t("date")}: ${place}${formatIsoDate(input.date, input.lang)}`, {
    x: PAGE_MARGIN,
    y: cursor,
    size: 9,
    font: fonts.regular,
  });
  cursor -= 40;
  page.drawLine({
    start: { x: PAGE_MARGIN, y: cursor },
    end: { x: PAGE_MARGIN + 220, y: cursor },
    thickness: 0.75,
    color: BLACK,
  });
  cursor -= 12;
  drawLine(page, `${t("signature")}${input.signatoryName ? ` - ${input.signatoryName}` : ""}`, {
    x: PAGE_MARGIN,
    y: cursor,
    size: 9,
    font: fonts.regular,
    maxWidth: 300,
  });
}

/** The pro-forma invoice for customs, in three copies marked 1/3, 2/3 and 3/3. */
export async function renderProformaPdf(input: TProformaInput): Promise<Uint8Array> {
  if (input.lines.length === 0) throw new RangeError("a pro-forma invoice needs at least one goods line");
  const t = (key: TDocumentTextKey, params?: Record<string, number>) =>
    translateDocumentText(input.lang, key, params);
  const money = (cents: TCents) => formatCents(cents, input.currency, input.lang);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t("proformaTitle")} ${input.number}`);
  doc.setProducer("ShipCompare @ship/documents");
  doc.setCreationDate(new Date(`${input.date}T00:00:00Z`));
  const fonts = await embedStandardFonts(doc);
  const rows = input.lines.map((line) => [
    line.description,
    line.countryOfOrigin,
    String(line.quantity),
    money(line.unitPriceCents),
    money(line.quantity * line.unitPriceCents),
  ]);
  const columns = [
    { header: t("description"), width: 215 },
    { header: t("countryOfOrigin"), width: 95 },
    { header: t("quantity"), width: 40, align: "right" as const },
    { header: t("unitPrice"), width: 80, align: "right" as const },
    { header: t("lineTotal"), width: A4[0] - 2 * PAGE_MARGIN - 430, align: "right" as const },
  ];
  const total = computeProformaTotalCents(input);
  for (let copy = 1; copy <= PROFORMA_COPIES; copy++) {
    addPagedTable(doc, fonts, {
      columns,
      rows,
      drawHead: (page) => drawHead(page, fonts, input, copy),
      tailHeight: 170,
      drawTail: (page, y) => {
        const below = drawTotals(page, fonts, y, [
          { caption: t("totalValue"), amount: money(total), strong: true },
        ]);
        drawSignature(page, fonts, input, below);
      },
      footer: (n, count) =>
        `${t("proformaTitle")} ${input.number} - ${t("copy", { n: copy, total: PROFORMA_COPIES })} - ${t("page", { n, total: count })}`,
      continuationTitle: `${t("proformaTitle")} ${input.number} - ${t("copy", { n: copy, total: PROFORMA_COPIES })}`,
    });
  }
  return doc.save({ useObjectStreams: false });
}
