/**
 * Spec §5 Files and issue 13 part 2: what a contact import accepts. The file limit is the spec's
 * 1 MB; the others keep a small file from costing a large one's work (a zip bomb unpacks 1 MB
 * into a gigabyte, a sheet can claim a million empty rows).
 */
export const CONTACT_IMPORT_LIMITS = {
  /** Spec §5: at most 1 MB. */
  fileBytes: 1_048_576,
  /** An xlsx's parts once unpacked, all together: a 10,000-row sheet needs about 6 MB. */
  unpackedBytes: 24 * 1_048_576,
  /** The parts of an xlsx: a workbook has a dozen; thousands only to waste our time. */
  zipEntries: 500,
  /** Data rows (after the header row). */
  rows: 10_000,
  columns: 40,
  /** A cell is kept up to this length: enough to say "at most 35 characters" about it. */
  cellChars: 500,
  /** The header is looked for in the first rows (a title line may come before it). */
  headerScanRows: 10,
  /** The preview shows this many rows of the file, and this many problems (the report has all). */
  previewRows: 10,
  previewIssues: 100,
  /** A preview is kept this long for its import, then forgotten. */
  keepMinutes: 60,
  /** A user keeps at most this many previews; an upload forgets the oldest beyond it. */
  keptPerUser: 5,
} as const;

/** The contact fields a column can fill (spec §3 Contact); `country` is a code or a name. */
export const CONTACT_IMPORT_FIELDS = [
  "company",
  "lastname",
  "phone",
  "email",
  "address1",
  "address2",
  "address3",
  "postcode",
  "city",
  "state",
  "country",
  "customer_code",
  "notes",
  "pro",
] as const;
export type TContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number];

/** The file kinds an import reads, judged by the bytes (spec §5: xls, xlsx, csv and txt). */
export type TContactImportKind = "xls" | "xlsx" | "text";

/** Folds a header or a name for comparison: no case, accents, spacing or punctuation. */
export function foldLabel(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}
