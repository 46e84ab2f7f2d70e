import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

export type TFonts = { regular: PDFFont; bold: PDFFont };

export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.45, 0.45, 0.45);

/** Helvetica and Helvetica-Bold: standard fonts, WinAnsi encoding (é à ç ñ ü ß € and the like). */
export async function embedStandardFonts(doc: PDFDocument): Promise<TFonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

// Latin letters that Unicode does not decompose into a base letter and a mark.
const UNDECOMPOSED: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŀ: "l",
  Ŀ: "L",
};

let winAnsiCodePoints: Set<number> | undefined;

/**
 * Text the standard fonts can draw: WinAnsi covers Western European letters; anything else
 * (ł, ő, Cyrillic, narrow no-break spaces from Intl) is folded to its base letter, a plain
 * space, or "?", so a customer's name never makes a document fail.
 */
export function toWinAnsi(font: PDFFont, text: string): string {
  winAnsiCodePoints ??= new Set(font.getCharacterSet());
  const known = winAnsiCodePoints;
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code)) out += char;
    else if (/\s/u.test(char)) out += " ";
    else if (UNDECOMPOSED[char]) out += UNDECOMPOSED[char];
    else {
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += base !== char && [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) ? base : "?";
    }
  }
  return out;
}

/** Cuts `text` with an ellipsis so it fits `maxWidth` points. */
export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

/** Splits `text` into lines no wider than `maxWidth` (words longer than a line are cut). */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      line = fitText(font, word, size, maxWidth);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type TTextOptions = { x: number; y: number; size: number; font: PDFFont; maxWidth?: number };

/** Draws one line (made WinAnsi-safe, cut to `maxWidth`); returns the text drawn. */
export function drawLine(page: PDFPage, text: string, options: TTextOptions): string {
  const safe = toWinAnsi(options.font, text);
  const drawn = options.maxWidth ? fitText(options.font, safe, options.size, options.maxWidth) : safe;
  page.drawText(drawn, { x: options.x, y: options.y, size: options.size, font: options.font, color: BLACK });
  return drawn;
}

/** Draws `text` right-aligned so that it ends at `right`. */
export function drawLineRight(
  page: PDFPage,
  text: string,
  right: number,
  options: Omit<TTextOptions, "x">,
): void {
  const safe = toWinAnsi(options.font, text);
  const width = options.font.widthOfTextAtSize(safe, options.size);
  page.drawText(safe, {
    x: right - width,
    y: options.y,
    size: options.size,
    font: options.font,
    color: BLACK,
  });
}
