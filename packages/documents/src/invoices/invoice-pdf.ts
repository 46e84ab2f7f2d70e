import type { TCents } from "@ship/domain";
import { PDFDocument, type PDFPage } from "pdf-lib";
import { type TDocumentTextKey, translateDocumentText } from "../i18n/catalog.ts";
import { drawAddressBlock } from "../pdf/address-block.ts";
import { formatCents, formatIsoDate, formatPercent } from "../pdf/format.ts";
import { A4 } from "../pdf/page-sizes.ts";
import { addPagedTable, drawTotals, PAGE_MARGIN } from "../pdf/paged-table.ts";
import { drawLine, drawLineRight, embedStandardFonts, type TFonts } from "../pdf/pdf-text.ts";
import type { TInvoiceInput } from "../types.ts";
import { computeInvoiceTotals } from "./invoice-totals.ts";

function drawHead(page: PDFPage, fonts: TFonts, input: TInvoiceInput): number {
  const t = (key: TDocumentTextKey) => translateDocumentText(input.lang, key);
  const [width, height] = A4;
  const right = width - PAGE_MARGIN;
  const columnWidth = (width - 2 * PAGE_MARGIN - 20) / 2;
  let y = height - PAGE_MARGIN - 16;
  const note = input.creditNote;
  drawLine(page, t(note ? "creditNoteTitle" : "invoiceTitle"), {
    x: PAGE_MARGIN,
    y,
    size: 22,
    font: fonts.bold,
  });
  const facts: [string, string | undefined][] = [
    [t(note ? "creditNoteNumber" : "invoiceNumber"), input.invoiceNumber],
    [t("creditedInvoice"), note?.creditedInvoice],
    [t("refund"), note?.refund],
    [t("issueDate"), formatIsoDate(input.issueDate, input.lang)],
    [t("dueDate"), input.dueDate ? formatIsoDate(input.dueDate, input.lang) : undefined],
    [t("paymentMethod"), input.paymentMethod],
  ];
  let factY = y;
  for (const [caption, value] of facts) {
    if (!value) continue;
    drawLineRight(page, value, right, { y: factY, size: 10, font: fonts.bold });
    drawLineRight(page, `${caption}:`, right - 130, { y: factY, size: 9, font: fonts.regular });
    factY -= 14;
  }
  y = Math.min(y - 40, factY - 16);
  const vatLine = (vatNumber: string | undefined) => (vatNumber ? [`${t("vatNumber")}: ${vatNumber}`] : []);
  const sellerEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN,
    y,
    width: columnWidth,
    caption: t("seller"),
    address: input.seller,
    extraLines: vatLine(input.seller.vatNumber),
  });
  const customerEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN + columnWidth + 20,
    y,
    width: columnWidth,
    caption: t("customer"),
    address: input.customer,
    extraLines: vatLine(input.customer.vatNumber),
  });
  return Math.min(sellerEnd, customerEnd) - 16;
}

/** An invoice: seller and customer, lines, VAT per rate and totals in the customer's language. */
export async function renderInvoicePdf(input: TInvoiceInput): Promise<Uint8Array> {
  if (input.lines.length === 0) throw new RangeError("an invoice needs at least one line");
  const t = (key: TDocumentTextKey, params?: Record<string, string | number>) =>
    translateDocumentText(input.lang, key, params);
  const money = (cents: TCents) => formatCents(cents, input.currency, input.lang);
  const totals = computeInvoiceTotals(input.lines);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t(input.creditNote ? "creditNoteTitle" : "invoiceTitle")} ${input.invoiceNumber}`);
  doc.setProducer("ShipCompare @ship/documents");
  doc.setCreationDate(new Date(`${input.issueDate}T00:00:00Z`));
  const fonts = await embedStandardFonts(doc);
  addPagedTable(doc, fonts, {
    columns: [
      { header: t("description"), width: 225 },
      { header: t("quantity"), width: 40, align: "right" },
      { header: t("unitPrice"), width: 85, align: "right" },
      { header: t("vatRate"), width: 50, align: "right" },
      { header: t("totalExclVat"), width: A4[0] - 2 * PAGE_MARGIN - 400, align: "right" },
    ],
    rows: input.lines.map((line) => [
      line.description,
      String(line.quantity),
      money(line.unitPriceCents),
      formatPercent(line.vatRatePercent, input.lang),
      money(line.quantity * line.unitPriceCents),
    ]),
    drawHead: (page) => drawHead(page, fonts, input),
    tailHeight: 40 + 15 * (totals.vat.length + 2),
    drawTail: (page, y) => {
      drawTotals(page, fonts, y, [
        { caption: t("totalExclVat"), amount: money(totals.netCents) },
        ...totals.vat.map((entry) => ({
          caption: t("vatAmount", { rate: formatPercent(entry.ratePercent, input.lang) }),
          amount: money(entry.vatCents),
        })),
        { caption: t("totalInclVat"), amount: money(totals.grossCents), strong: true },
      ]);
    },
    footer: (n, count) =>
      [input.seller.company ?? input.seller.name, input.seller.legalMentions, t("page", { n, total: count })]
        .filter(Boolean)
        .join(" - "),
    continuationTitle: `${t("invoiceTitle")} ${input.invoiceNumber}`,
  });
  return doc.save({ useObjectStreams: false });
}
