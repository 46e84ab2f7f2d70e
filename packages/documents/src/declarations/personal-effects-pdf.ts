import { type TDocumentTextKey, translateDocumentText } from "../i18n/catalog.ts";
import { createA4Document } from "../pdf/a4-document.ts";
import { drawAddressBlock } from "../pdf/address-block.ts";
import { formatCents, formatIsoDate } from "../pdf/format.ts";
import { A4 } from "../pdf/page-sizes.ts";
import { PAGE_MARGIN } from "../pdf/paged-table.ts";
import { BLACK, drawLine, toWinAnsi, wrapText } from "../pdf/pdf-text.ts";
import type { TPersonalEffectsInput } from "../types.ts";

/**
 * The sender's signed declaration that a parcel of personal effects holds their own used
 * belongings, not goods for sale (spec §5: asked above $150 when personal effects go abroad).
 * One A4 page: parties, contents, value, passport number, remarks, statement and signature.
 */
export async function renderPersonalEffectsPdf(input: TPersonalEffectsInput): Promise<Uint8Array> {
  const t = (key: TDocumentTextKey) => translateDocumentText(input.lang, key);
  const { doc, fonts, page } = await createA4Document({ title: t("personalEffectsTitle"), date: input.date });
  const [width, height] = A4;
  const textWidth = width - 2 * PAGE_MARGIN;
  let y = height - PAGE_MARGIN - 16;
  drawLine(page, t("personalEffectsTitle"), { x: PAGE_MARGIN, y, size: 20, font: fonts.bold });
  y -= 36;

  const columnWidth = (textWidth - 20) / 2;
  const leftEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN,
    y,
    width: columnWidth,
    caption: t("from"),
    address: input.sender,
  });
  const rightEnd = drawAddressBlock(page, fonts, {
    x: PAGE_MARGIN + columnWidth + 20,
    y,
    width: columnWidth,
    caption: t("to"),
    address: input.recipient,
  });
  y = Math.min(leftEnd, rightEnd) - 12;

  const facts: [string, string | undefined][] = [
    [t("carrier"), input.carrierName],
    [t("trackingNumber"), input.trackingNumber],
    [t("contents"), input.contents],
    [t("declaredValue"), formatCents(input.declaredValueCents, input.currency, input.lang)],
    [t("passportNumber"), input.passportNumber],
    [t("remarks"), input.remarks],
  ];
  for (const [caption, value] of facts) {
    if (!value) continue;
    drawLine(page, `${caption}:`, { x: PAGE_MARGIN, y, size: 10, font: fonts.bold });
    for (const line of wrapText(fonts.regular, toWinAnsi(fonts.regular, value), 10, textWidth - 140)) {
      drawLine(page, line, { x: PAGE_MARGIN + 140, y, size: 10, font: fonts.regular });
      y -= 14;
    }
    y -= 2;
  }

  y -= 16;
  for (const line of wrapText(
    fonts.regular,
    toWinAnsi(fonts.regular, t("personalEffectsStatement")),
    10,
    textWidth,
  )) {
    drawLine(page, line, { x: PAGE_MARGIN, y, size: 10, font: fonts.regular });
    y -= 14;
  }
  y -= 10;
  const place = input.sender.city ? `${input.sender.city}, ` : "";
  drawLine(page, `${t("place")} / ${t("date")}: ${place}${formatIsoDate(input.date, input.lang)}`, {
    x: PAGE_MARGIN,
    y,
    size: 10,
    font: fonts.regular,
  });
  y -= 44;
  page.drawLine({
    start: { x: PAGE_MARGIN, y },
    end: { x: PAGE_MARGIN + 220, y },
    thickness: 0.75,
    color: BLACK,
  });
  y -= 13;
  drawLine(page, `${t("signature")} - ${input.sender.name}`, {
    x: PAGE_MARGIN,
    y,
    size: 9,
    font: fonts.regular,
    maxWidth: 300,
  });
  return doc.save({ useObjectStreams: false });
}
