import * as XLSX from "@e965/xlsx";

/** Test files for the contact import, built the way spreadsheet programs write them. */

export const csvOf = (rows: readonly (readonly string[])[], delimiter = ",") =>
  Buffer.from(
    rows
      .map((row) =>
        row.map((cell) => (/[",;\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(delimiter),
      )
      .join("\r\n"),
  );

export function workbookOf(
  rows: readonly (readonly (string | number)[])[],
  bookType: "xlsx" | "biff8",
): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), "Contacts");
  return XLSX.write(book, { type: "buffer", bookType, compression: true }) as Buffer;
}

/**
 * A zip bomb shaped as an xlsx: a real workbook whose sheet part is followed by `megabytes` MB of
 * spaces inside the XML; deflate packs them into a few kilobytes.
 */
export function xlsxBomb(megabytes: number): Buffer {
  const container = XLSX.CFB.read(
    workbookOf(
      [
        ["Name", "Phone"],
        ["Bob", "1"],
      ],
      "xlsx",
    ),
    { type: "buffer" },
  );
  const path = container.FullPaths.find((name: string) => name.endsWith("sheet1.xml")) as string;
  const sheet = XLSX.CFB.find(container, path);
  if (!sheet?.content) throw new Error("no sheet part");
  const xml = Buffer.from(sheet.content as Uint8Array).toString("utf8");
  const padded = xml.replace("<sheetData>", `<sheetData>${" ".repeat(megabytes * 1_048_576)}`);
  XLSX.CFB.utils.cfb_add(container, path, Buffer.from(padded));
  return Buffer.from(XLSX.CFB.write(container, { fileType: "zip", compression: true }) as Uint8Array);
}

/** A minimal PDF: what a "contacts.csv" that is really a PDF starts with. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * The workbook with its sheet part's uncompressed size understated in the zip's directory, as a
 * bomb would to pass a check of the declared sizes alone.
 */
export function xlsxUnderstatingItsSheet(): Buffer {
  const bytes = Buffer.from(
    workbookOf(
      [
        ["Name", "Phone"],
        ["Bob", "1"],
      ],
      "xlsx",
    ),
  );
  for (let at = 0; at < bytes.length - 46; at += 1) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (name.endsWith("sheet1.xml")) {
      bytes.writeUInt32LE(16, at + 24);
      bytes.writeUInt32LE(16, bytes.readUInt32LE(at + 42) + 22);
      return bytes;
    }
  }
  throw new Error("no sheet part in the directory");
}
