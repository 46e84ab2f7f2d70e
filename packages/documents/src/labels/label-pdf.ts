import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from "pdf-lib";
import { translateDocumentText } from "../i18n/catalog.ts";
import { drawCode128, drawDataMatrix } from "../pdf/barcodes.ts";
import { formatIsoDate, formatWeight } from "../pdf/format.ts";
import { A4, LABEL_10X15 } from "../pdf/page-sizes.ts";
import { BLACK, drawLine, drawLineRight, embedStandardFonts, GREY, type TFonts } from "../pdf/pdf-text.ts";
import type { TLabelInput, TLabelPageFormat, TLabelParcel } from "../types.ts";
import { assertLabelInput, buildMatrixPayload, formatCityLine, listStreetLines } from "./label-content.ts";

const [WIDTH, HEIGHT] = LABEL_10X15;
const MARGIN = 12;
const INNER = WIDTH - 2 * MARGIN;

function drawSeparator(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 1, color: BLACK });
}

/** Draws one 10 x 15 label with its lower-left corner at the current origin. */
function drawLabel(
  page: PDFPage,
  fonts: TFonts,
  input: TLabelInput,
  parcel: TLabelParcel,
  index: number,
): void {
  const t = (key: Parameters<typeof translateDocumentText>[1]) => translateDocumentText(input.lang, key);
  const { regular, bold } = fonts;
  page.drawRectangle({
    x: 2,
    y: 2,
    width: WIDTH - 4,
    height: HEIGHT - 4,
    borderColor: BLACK,
    borderWidth: 1.5,
  });

  // Header: carrier and service on the left, parcel i/n and date on the right.
  let y = HEIGHT - MARGIN - 18;
  drawLine(page, input.carrierName, { x: MARGIN, y, size: 18, font: bold, maxWidth: INNER - 80 });
  drawLineRight(page, `${t("parcel")} ${index + 1}/${input.parcels.length}`, WIDTH - MARGIN, {
    y,
    size: 12,
    font: bold,
  });
  y -= 14;
  drawLine(page, input.serviceName, { x: MARGIN, y, size: 9, font: regular, maxWidth: INNER - 90 });
  drawLineRight(page, formatIsoDate(input.shipmentDate, input.lang), WIDTH - MARGIN, {
    y,
    size: 9,
    font: regular,
  });
  y -= 8;
  drawSeparator(page, y);

  // Sender, small.
  y -= 11;
  drawLine(page, t("from").toUpperCase(), { x: MARGIN, y, size: 7, font: bold });
  for (const line of [input.sender.name, ...listStreetLines(input.sender), formatCityLine(input.sender)]) {
    y -= 9;
    drawLine(page, line, { x: MARGIN, y, size: 8, font: regular, maxWidth: INNER });
  }
  if (input.sender.phone) {
    y -= 9;
    drawLine(page, input.sender.phone, { x: MARGIN, y, size: 8, font: regular, maxWidth: INNER });
  }
  y -= 7;
  drawSeparator(page, y);

  // Recipient, large: what the driver reads.
  y -= 12;
  drawLine(page, t("to").toUpperCase(), { x: MARGIN, y, size: 8, font: bold });
  y -= 15;
  drawLine(page, input.recipient.name, { x: MARGIN, y, size: 13, font: bold, maxWidth: INNER });
  for (const line of listStreetLines(input.recipient)) {
    y -= 13;
    drawLine(page, line, { x: MARGIN, y, size: 11, font: regular, maxWidth: INNER });
  }
  y -= 18;
  drawLine(page, `${input.recipient.postcode} ${input.recipient.city.toUpperCase()}`, {
    x: MARGIN,
    y,
    size: 16,
    font: bold,
    maxWidth: INNER,
  });
  y -= 14;
  const country = input.recipient.countryName ?? input.recipient.countryCode;
  const phone = input.recipient.phone ? `   ${input.recipient.phone}` : "";
  drawLine(page, `${country}${phone}`, { x: MARGIN, y, size: 10, font: regular, maxWidth: INNER });

  // Bottom part, laid out from the bottom up: tracking number, barcode, details with the 2D code.
  const readable = parcel.trackingNumber;
  const readableSize = 13;
  const readableWidth = bold.widthOfTextAtSize(readable, readableSize);
  page.drawText(readable, { x: (WIDTH - readableWidth) / 2, y: MARGIN, size: readableSize, font: bold });
  const barcodeHeight = 62;
  const barcodeY = MARGIN + 18;
  drawCode128(page, parcel.trackingNumber, {
    x: MARGIN + 8,
    y: barcodeY,
    width: INNER - 16,
    height: barcodeHeight,
  });

  const matrixSize = 64;
  const detailsTop = barcodeY + barcodeHeight + 10 + matrixSize;
  drawSeparator(page, detailsTop + 8);
  drawDataMatrix(page, buildMatrixPayload(input, parcel, index), {
    x: WIDTH - MARGIN - matrixSize,
    y: detailsTop - matrixSize,
    size: matrixSize,
  });
  const details: [string, string][] = [
    [t("weight"), formatWeight(parcel.weightGrams, input.lang)],
    [t("reference"), input.reference ?? "-"],
    [t("trackingNumber"), parcel.trackingNumber],
  ];
  let detailY = detailsTop - 8;
  for (const [caption, value] of details) {
    drawLine(page, caption, { x: MARGIN, y: detailY, size: 7, font: regular });
    drawLine(page, value, {
      x: MARGIN,
      y: detailY - 10,
      size: 9,
      font: bold,
      maxWidth: INNER - matrixSize - 10,
    });
    detailY -= 22;
  }
}

/** Draws one parcel's label on a new page: a 10 x 15 page, or the top half of an A4 page. */
function addLabelPage(
  doc: PDFDocument,
  fonts: TFonts,
  input: TLabelInput,
  parcel: TLabelParcel,
  index: number,
  format: TLabelPageFormat,
): void {
  if (format === "10x15") {
    drawLabel(doc.addPage(LABEL_10X15), fonts, input, parcel, index);
    return;
  }
  const page = doc.addPage(A4);
  const [a4Width, a4Height] = A4;
  const half = a4Height / 2;
  const margin = 20;
  const scale = Math.min(1, (half - 2 * margin) / HEIGHT);
  const x = (a4Width - WIDTH * scale) / 2;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, x, half + margin));
  drawLabel(page, fonts, input, parcel, index);
  page.pushOperators(popGraphicsState());
  page.drawLine({
    start: { x: margin, y: half },
    end: { x: a4Width - margin, y: half },
    thickness: 0.75,
    dashArray: [6, 4],
    color: GREY,
  });
  drawLine(page, translateDocumentText(input.lang, "cutHere"), {
    x: margin,
    y: half - 16,
    size: 9,
    font: fonts.regular,
    maxWidth: a4Width - 2 * margin,
  });
}

/**
 * The labels of a shipment as one PDF, one page per parcel: 10 x 15 cm pages for thermal
 * printers, or A4 pages with the label in the top half (scaled to fit) and a cutting line.
 */
export async function renderLabelPdf(
  input: TLabelInput,
  format: TLabelPageFormat = "10x15",
): Promise<Uint8Array> {
  assertLabelInput(input);
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.carrierName} ${input.parcels[0]?.trackingNumber ?? ""}`);
  doc.setProducer("ShipCompare @ship/documents");
  doc.setCreationDate(new Date(`${input.shipmentDate}T00:00:00Z`));
  const fonts = await embedStandardFonts(doc);
  input.parcels.forEach((parcel, index) => {
    addLabelPage(doc, fonts, input, parcel, index, format);
  });
  // Object streams off: a little larger, noticeably faster to write, readable by every printer driver.
  return doc.save({ useObjectStreams: false });
}

/**
 * Several shipments' labels as one PDF (a mass mailing's batch, issue 14), in the given order:
 * one document, one set of fonts, one page per parcel.
 */
export async function renderLabelsPdf(
  inputs: readonly TLabelInput[],
  format: TLabelPageFormat = "10x15",
): Promise<Uint8Array> {
  for (const input of inputs) assertLabelInput(input);
  const doc = await PDFDocument.create();
  doc.setTitle(`${inputs.length} shipments`);
  doc.setProducer("ShipCompare @ship/documents");
  const first = inputs[0];
  if (first) doc.setCreationDate(new Date(`${first.shipmentDate}T00:00:00Z`));
  const fonts = await embedStandardFonts(doc);
  for (const input of inputs) {
    input.parcels.forEach((parcel, index) => {
      addLabelPage(doc, fonts, input, parcel, index, format);
    });
  }
  return doc.save({ useObjectStreams: false });
}
