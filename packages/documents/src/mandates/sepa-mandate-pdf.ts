import type { PDFPage } from "pdf-lib";
import { type TDocumentTextKey, translateDocumentText } from "../i18n/catalog.ts";
import { createA4Document } from "../pdf/a4-document.ts";
import { drawAddressBlock } from "../pdf/address-block.ts";
import { formatIsoDate } from "../pdf/format.ts";
import { A4 } from "../pdf/page-sizes.ts";
import { PAGE_MARGIN } from "../pdf/paged-table.ts";
import { BLACK, drawLine, type TFonts, toWinAnsi, wrapText } from "../pdf/pdf-text.ts";
import type { TDocumentAddress, TSepaMandateInput } from "../types.ts";

/** "FR7630006000011234567890189" -> "FR76 3000 6000 0112 3456 7890 189", as printed on bank documents. */
export function formatIbanGroups(iban: string): string {
  return iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The customer's block: the address when one is saved, else the name and e-mail alone. */
function drawParty(
  page: PDFPage,
  fonts: TFonts,
  block: { x: number; y: number; width: number; caption: string; address: TDocumentAddress },
  extraLines: string[],
): number {
  if (block.address.address1 && block.address.city)
    return drawAddressBlock(page, fonts, { ...block, extraLines });
  const { x, width, address } = block;
  let y = block.y;
  drawLine(page, block.caption.toUpperCase(), { x, y, size: 8, font: fonts.bold });
  y -= 13;
  drawLine(page, address.name, { x, y, size: 10, font: fonts.bold, maxWidth: width });
  for (const line of [address.email, ...extraLines].filter((value): value is string => Boolean(value))) {
    y -= 12;
    drawLine(page, line, { x, y, size: 9, font: fonts.regular, maxWidth: width });
  }
  return y - 6;
}

function drawParagraph(page: PDFPage, fonts: TFonts, text: string, y: number, width: number): number {
  let lineY = y;
  for (const line of wrapText(fonts.regular, toWinAnsi(fonts.regular, text), 9, width)) {
    drawLine(page, line, { x: PAGE_MARGIN, y: lineY, size: 9, font: fonts.regular });
    lineY -= 12;
  }
  return lineY;
}

/**
 * The SEPA Core direct-debit mandate (the European Payments Council's wording) in the customer's
 * language: reference, creditor, debtor, IBAN, BIC, recurrent payment, the legal text, date and
 * an empty signature box the customer signs before uploading the PDF back.
 */
export async function renderSepaMandatePdf(input: TSepaMandateInput): Promise<Uint8Array> {
  const t = (key: TDocumentTextKey, params?: Record<string, string>) =>
    translateDocumentText(input.lang, key, params);
  const { doc, fonts, page } = await createA4Document({
    title: `${t("sepaMandateTitle")} ${input.mandateReference}`,
    date: input.date,
  });
  const [width, height] = A4;
  const textWidth = width - 2 * PAGE_MARGIN;
  let y = height - PAGE_MARGIN - 16;
  drawLine(page, t("sepaMandateTitle"), { x: PAGE_MARGIN, y, size: 18, font: fonts.bold });
  y -= 26;
  drawLine(page, `${t("mandateReference")}: ${input.mandateReference}`, {
    x: PAGE_MARGIN,
    y,
    size: 11,
    font: fonts.bold,
  });
  y -= 28;

  const columnWidth = (textWidth - 20) / 2;
  const { creditor } = input;
  const creditorEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN,
    y,
    width: columnWidth,
    caption: t("creditor"),
    address: creditor,
    extraLines: creditor.creditorId ? [`${t("creditorId")}: ${creditor.creditorId}`] : [],
  });
  const debtorEnd = drawParty(
    page,
    fonts,
    { x: PAGE_MARGIN + columnWidth + 20, y, width: columnWidth, caption: t("debtor"), address: input.debtor },
    [],
  );
  y = Math.min(creditorEnd, debtorEnd) - 14;

  const facts: [string, string][] = [
    [t("iban"), formatIbanGroups(input.iban)],
    [t("bic"), input.bic],
    [t("paymentType"), t("recurrentPayment")],
    [t("date"), formatIsoDate(input.date, input.lang)],
  ];
  for (const [caption, value] of facts) {
    drawLine(page, `${caption}:`, { x: PAGE_MARGIN, y, size: 10, font: fonts.bold });
    drawLine(page, value, { x: PAGE_MARGIN + 180, y, size: 10, font: fonts.regular });
    y -= 16;
  }

  y -= 10;
  const creditorName = creditor.company ?? creditor.name;
  y = drawParagraph(page, fonts, t("sepaMandateStatement", { creditor: creditorName }), y, textWidth);
  y -= 4;
  y = drawParagraph(page, fonts, t("sepaMandateRights"), y, textWidth);

  y -= 20;
  const place = input.debtor.city ? `${input.debtor.city}, ` : "";
  drawLine(page, `${t("place")} / ${t("date")}: ${place}${formatIsoDate(input.date, input.lang)}`, {
    x: PAGE_MARGIN,
    y,
    size: 10,
    font: fonts.regular,
  });
  y -= 18;
  drawLine(page, t("signature"), { x: PAGE_MARGIN, y, size: 10, font: fonts.bold });
  const boxHeight = 70;
  page.drawRectangle({
    x: PAGE_MARGIN,
    y: y - 6 - boxHeight,
    width: 260,
    height: boxHeight,
    borderColor: BLACK,
    borderWidth: 0.75,
  });
  return doc.save({ useObjectStreams: false });
}
