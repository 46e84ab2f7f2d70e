import { describe, expect, it } from "vitest";
import { csvOf, workbookOf, xlsxUnderstatingItsSheet } from "./contact-import-test-files.ts";
import { readContactFile } from "./read-contact-file.ts";

const rowsOf = async (bytes: Buffer) => (await readContactFile(bytes)).rows;

describe("readContactFile", () => {
  it("reads Excel's csv flavours: UTF-8 with BOM and commas, Windows-1252 with semicolons, UTF-16 tab text", async () => {
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from("Nom,Ville\r\nÉlise,Besançon\r\n"),
    ]);
    expect(await rowsOf(utf8)).toEqual([[2, ["Élise", "Besançon"]]]);
    const latin1 = Buffer.from("Nom;Ville\r\nÉlise;Besançon\r\n", "latin1");
    expect(await rowsOf(latin1)).toEqual([[2, ["Élise", "Besançon"]]]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Nom\tVille\r\nÉlise\tBesançon\r\n", "utf16le"),
    ]);
    expect(await rowsOf(utf16)).toEqual([[2, ["Élise", "Besançon"]]]);
  });

  it("keeps quoted separators and line breaks, skips blank rows but keeps the file's row numbers", async () => {
    const file = Buffer.from('Name,Address\r\n"Smith, Jane","1 High St"\r\n\r\n,\r\nBob,"2 Low St"\r\n');
    const read = await readContactFile(file);
    expect(read.rows).toEqual([
      [2, ["Smith, Jane", "1 High St"]],
      [5, ["Bob", "2 Low St"]],
    ]);
    expect(read.mapping).toEqual(["lastname", "address1"]);
  });

  it("finds the header row under a title, and maps nothing when no row names two fields", async () => {
    const titled = await readContactFile(
      csvOf([["My contacts, 2026"], ["Nombre", "Teléfono", "País"], ["Ana", "1", "ES"]]),
    );
    expect(titled.headerRow).toBe(2);
    expect(titled.mapping).toEqual(["lastname", "phone", "country"]);
    const bare = await readContactFile(csvOf([["Ana", "1", "ES"]]));
    expect(bare.headerRow).toBeNull();
    expect(bare.mapping).toEqual([null, null, null]);
    expect(bare.rows).toEqual([[1, ["Ana", "1", "ES"]]]);
  });

  it("reads long numbers in full and booleans as 1 or 0 from a workbook", async () => {
    const read = await readContactFile(
      workbookOf(
        [
          ["Name", "Phone", "Pro"],
          ["Ana", 336123456789012, "x"],
        ],
        "xlsx",
      ),
    );
    expect(read.rows).toEqual([[2, ["Ana", "336123456789012", "x"]]]);
  });

  it("refuses an xlsx whose sheet unpacks to more than its directory declares", async () => {
    await expect(readContactFile(xlsxUnderstatingItsSheet())).rejects.toMatchObject({
      code: "contact_import.file_unreadable",
    });
  });

  it("refuses a compound file that holds no workbook, a zip that is not a workbook, binary bytes", async () => {
    const cfb = workbookOf([["a"]], "biff8");
    const renamed = Buffer.from(
      cfb.toString("latin1").replaceAll("W\0o\0r\0k\0b\0o\0o\0k", "D\0o\0c\0u\0m\0e\0n\0t"),
      "latin1",
    );
    await expect(readContactFile(renamed)).rejects.toMatchObject({ code: "contact_import.file_type" });
    await expect(readContactFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({
      code: "contact_import.file_unreadable",
    });
    await expect(readContactFile(Buffer.from("Name\u0001,Phone"))).rejects.toMatchObject({
      code: "contact_import.file_type",
    });
  });
});
