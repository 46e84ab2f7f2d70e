import { translateDocumentText } from "../i18n/catalog.ts";
import { formatIsoDate, formatWeight } from "../pdf/format.ts";
import type { TLabelInput } from "../types.ts";
import { assertLabelInput, buildMatrixPayload, formatCityLine, listStreetLines } from "./label-content.ts";

// 10 x 15 cm at 203 dpi (8 dots/mm): 800 x 1200 dots. The printer draws the barcodes itself
// (^BC Code 128, ^BX DataMatrix): sharper than a bitmap and a few hundred bytes per label.
const DOTS_WIDTH = 800;
const DOTS_HEIGHT = 1200;
const MARGIN = 24;

/**
 * Field data with ^FH: "^", "~" and "_" (the escape character) are written as hex, so no customer
 * text can end a field or inject a command. ^CI28 makes the printer read UTF-8 (é à ç ñ).
 */
export function escapeZplField(text: string): string {
  return text.replace(
    /[\^~_\\]/g,
    (char) => `_${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** Truncates to `max` characters: ZPL fields do not clip, they overflow. */
function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}.`;
}

function text(x: number, y: number, height: number, value: string, maxChars: number): string {
  return `^FO${x},${y}^A0N,${height},${height}^FH^FD${escapeZplField(clip(value, maxChars))}^FS`;
}

function textRight(y: number, height: number, value: string): string {
  // ^FB with right justification over the printable width.
  return `^FO${MARGIN},${y}^A0N,${height},${height}^FB${DOTS_WIDTH - 2 * MARGIN},1,0,R^FH^FD${escapeZplField(value)}^FS`;
}

function box(y: number): string {
  return `^FO${MARGIN},${y}^GB${DOTS_WIDTH - 2 * MARGIN},3,3^FS`;
}

/** The labels of a shipment as ZPL II, one ^XA...^XZ format per parcel. */
export function renderLabelZpl(input: TLabelInput): string {
  assertLabelInput(input);
  const t = (key: Parameters<typeof translateDocumentText>[1]) => translateDocumentText(input.lang, key);
  const date = formatIsoDate(input.shipmentDate, input.lang);
  return input.parcels
    .map((parcel, index) => {
      const out = ["^XA", "^CI28", `^PW${DOTS_WIDTH}`, `^LL${DOTS_HEIGHT}`, "^LH0,0"];
      out.push(`^FO8,8^GB${DOTS_WIDTH - 16},${DOTS_HEIGHT - 16},4^FS`);
      out.push(text(MARGIN, 30, 50, input.carrierName, 22));
      out.push(textRight(30, 36, `${t("parcel")} ${index + 1}/${input.parcels.length}`));
      out.push(text(MARGIN, 88, 26, input.serviceName, 34));
      out.push(textRight(88, 26, date));
      out.push(box(124));

      let y = 140;
      out.push(text(MARGIN, y, 20, t("from").toUpperCase(), 40));
      for (const line of [
        input.sender.name,
        ...listStreetLines(input.sender),
        formatCityLine(input.sender),
      ]) {
        y += 26;
        out.push(text(MARGIN, y, 22, line, 56));
      }
      y += 36;
      out.push(box(y));

      y += 16;
      out.push(text(MARGIN, y, 22, t("to").toUpperCase(), 40));
      y += 30;
      out.push(text(MARGIN, y, 38, input.recipient.name, 34));
      for (const line of listStreetLines(input.recipient)) {
        y += 40;
        out.push(text(MARGIN, y, 32, line, 40));
      }
      y += 46;
      out.push(text(MARGIN, y, 48, `${input.recipient.postcode} ${input.recipient.city.toUpperCase()}`, 26));
      y += 54;
      const phone = input.recipient.phone ? `   ${input.recipient.phone}` : "";
      out.push(
        text(MARGIN, y, 28, `${input.recipient.countryName ?? input.recipient.countryCode}${phone}`, 44),
      );

      // Bottom: details beside the DataMatrix, then the Code 128 and its readable line.
      const detailsY = 780;
      out.push(box(detailsY - 16));
      const details: [string, string][] = [
        [t("weight"), formatWeight(parcel.weightGrams, input.lang)],
        [t("reference"), input.reference ?? "-"],
        [t("trackingNumber"), parcel.trackingNumber],
      ];
      details.forEach(([caption, value], i) => {
        out.push(text(MARGIN, detailsY + i * 60, 20, caption, 40));
        out.push(text(MARGIN, detailsY + i * 60 + 22, 28, value, 32));
      });
      out.push(
        `^FO${DOTS_WIDTH - MARGIN - 190},${detailsY}^BXN,7,200^FH^FD${escapeZplField(buildMatrixPayload(input, parcel, index))}^FS`,
      );
      out.push(`^FO${MARGIN + 40},980^BY3,3,150^BCN,150,N,N,N,A^FD${parcel.trackingNumber}^FS`);
      out.push(
        `^FO${MARGIN},1140^A0N,36,36^FB${DOTS_WIDTH - 2 * MARGIN},1,0,C^FD${parcel.trackingNumber}^FS`,
      );
      out.push("^XZ");
      return out.join("\n");
    })
    .join("\n");
}
