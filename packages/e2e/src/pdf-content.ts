import { inflateSync } from "node:zlib";

/**
 * What a downloaded PDF says, without a PDF reader: the document's raw bytes plus every Flate
 * stream inflated (pdf-lib compresses page contents and object streams). Text drawn with the
 * standard fonts is written as hex strings (<414243>), so `pdfContains` looks for a text both as
 * it is and in hex (one byte per character, WinAnsi; or UTF-16BE, as in the document title).
 */
export function readPdfContent(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const raw = buffer.toString("latin1");
  const parts = [raw];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    try {
      parts.push(inflateSync(buffer.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a Flate stream (an image, or an uncompressed one already in `raw`).
    }
    // Past the whole "endstream": its own "stream\n" is no stream (a second page was missed).
    streamStart.lastIndex = end + "endstream".length;
  }
  return parts.join("\n");
}

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

const hex = (text: string, bytesPerChar: 1 | 2) =>
  [...text]
    .map((char) =>
      char
        .charCodeAt(0)
        .toString(16)
        .padStart(bytesPerChar * 2, "0"),
    )
    .join("")
    .toUpperCase();

export function pdfContains(content: string, text: string): boolean {
  const upper = content.toUpperCase();
  return content.includes(text) || upper.includes(hex(text, 1)) || upper.includes(hex(text, 2));
}

/**
 * How many pages a PDF has, from `readPdfContent`: its page objects (`/Type /Page`, not the
 * `/Pages` tree), found in the raw file or in the object streams pdf-lib compresses them into.
 */
export function pdfPageCount(content: string): number {
  return content.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
