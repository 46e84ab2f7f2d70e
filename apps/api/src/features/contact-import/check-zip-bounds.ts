import { CONTACT_IMPORT_LIMITS } from "@ship/domain";
import yauzl from "yauzl";
import { AppError } from "../../errors/app-error.ts";

const unpackedTooLarge = () =>
  new AppError("contact_import.unpacked_too_large", 400, {
    field: "file",
    params: { max: CONTACT_IMPORT_LIMITS.unpackedBytes / 1_048_576 },
  });
const unreadable = () => new AppError("contact_import.file_unreadable", 400, { field: "file" });

/**
 * Unpacks an xlsx's parts once, counting, before the spreadsheet reader sees it: that reader
 * inflates whatever a part holds, and a 1 MB zip can hold a gigabyte. yauzl checks each part
 * against the size its directory declares (`validateEntrySizes`), and the declared sizes are
 * added up first, so no more than the limit is ever unpacked. Answers the parts' names.
 */
export async function checkZipBounds(bytes: Buffer): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error || !file ? reject(unreadable()) : resolve(file),
    ),
  );
  if (zip.entryCount > CONTACT_IMPORT_LIMITS.zipEntries) {
    zip.close();
    throw unpackedTooLarge();
  }
  return new Promise<string[]>((resolve, reject) => {
    const names: string[] = [];
    let declared = 0;
    const fail = (error: AppError) => {
      zip.close();
      reject(error);
    };
    zip.on("error", () => fail(unreadable()));
    zip.on("end", () => resolve(names));
    zip.on("entry", (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      declared += entry.uncompressedSize;
      if (declared > CONTACT_IMPORT_LIMITS.unpackedBytes) return fail(unpackedTooLarge());
      if (entry.isEncrypted()) return fail(unreadable());
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(unreadable());
        stream.on("error", () => fail(unreadable()));
        stream.on("end", () => zip.readEntry());
        stream.resume();
      });
    });
    zip.readEntry();
  });
}
