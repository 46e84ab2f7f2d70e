import { hasControlCharacters } from "@ship/contracts";
import type { TContactImportKind } from "@ship/domain";

/** What the first bytes say a file is (its name and declared type are never asked). */
export type TSniffedKind = TContactImportKind | "other";

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The compound file (OLE2) container of Excel 97-2003 workbooks. */
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Formats that are surely not a contact list though they may look like text at the start. */
const NOT_A_LIST = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The file's kind by its signature: a zip (an xlsx, to be confirmed by its parts), a compound file
 * (an xls, to be confirmed by its workbook stream), else text (to be confirmed by decodeText).
 */
export function sniffFileKind(bytes: Uint8Array): TSniffedKind {
  if (startsWith(bytes, ZIP)) return "xlsx";
  if (startsWith(bytes, CFB)) return "xls";
  if (NOT_A_LIST.some((signature) => startsWith(bytes, signature))) return "other";
  return "text";
}

/**
 * The file as text: UTF-16 when it starts with its byte order mark (Excel's "Unicode text"),
 * else UTF-8 (its BOM dropped), else Windows-1252 (Excel's "CSV" on Windows). Null for binary.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder("windows-1252").decode(bytes);
    }
  }
  // Control characters (tab and line ends aside) mean binary content, whatever the extension.
  return hasControlCharacters(text, true) ? null : text;
}
