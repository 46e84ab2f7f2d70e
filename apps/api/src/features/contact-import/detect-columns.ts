import { CONTACT_IMPORT_ALIASES, CONTACT_IMPORT_HEADERS, type TContactImportMapping } from "@ship/contracts";
import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_LIMITS,
  foldLabel,
  LANGS,
  type TContactImportField,
} from "@ship/domain";
import type { TFileRow } from "./file-rows.ts";

/** Every header the detection recognises, folded, with its field (the templates' first). */
const FIELD_OF_HEADER: ReadonlyMap<string, TContactImportField> = (() => {
  const index = new Map<string, TContactImportField>();
  const add = (label: string, field: TContactImportField) => {
    const folded = foldLabel(label);
    if (folded && !index.has(folded)) index.set(folded, field);
  };
  for (const lang of LANGS)
    for (const field of CONTACT_IMPORT_FIELDS) add(CONTACT_IMPORT_HEADERS[lang][field], field);
  for (const field of CONTACT_IMPORT_FIELDS) {
    add(field, field);
    for (const alias of CONTACT_IMPORT_ALIASES[field]) add(alias, field);
  }
  return index;
})();

export const fieldOfHeader = (header: string): TContactImportField | null =>
  FIELD_OF_HEADER.get(foldLabel(header)) ?? null;

/** Each column's field by its header; a field named twice fills its first column only. */
export function mappingOfHeaders(headers: readonly string[]): TContactImportMapping {
  const taken = new Set<TContactImportField>();
  return headers.map((header) => {
    const field = fieldOfHeader(header);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

export type TDetectedColumns = {
  /** The header row's index in `rows`, or null when none of the first rows names two fields. */
  headerIndex: number | null;
  mapping: TContactImportMapping;
};

/**
 * The header row is the first of the first rows whose cells name at least two contact fields (a
 * title line may come first). Without one, no column is mapped: the user maps them on the page.
 */
export function detectColumns(rows: readonly TFileRow[]): TDetectedColumns {
  const scanned = rows.slice(0, CONTACT_IMPORT_LIMITS.headerScanRows);
  for (const [index, [, cells]] of scanned.entries()) {
    const mapping = mappingOfHeaders(cells);
    if (mapping.filter((field) => field !== null).length >= 2) return { headerIndex: index, mapping };
  }
  const width = Math.max(0, ...rows.map(([, cells]) => cells.length));
  return { headerIndex: null, mapping: Array.from({ length: width }, () => null) };
}

/** A column's name for people: its header, else its spreadsheet letter (A, B, ..., AA). */
export function columnLabel(headers: readonly string[], index: number): string {
  const header = headers[index]?.trim();
  if (header) return header;
  let label = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}
