import type { TContactImportMapping } from "@ship/contracts";
import type { TContactImportKind } from "@ship/domain";
import type { TImportRow } from "./contact-import-repository.ts";
import type { TFileRow } from "./file-rows.ts";

/** What the import records when it is done: which valid rows were already in the address book. */
export type TImportOutcome = { duplicates: number[] };

/** A stored list as the use cases read it (the JSON columns are written by this feature only). */
export type TStoredImport = {
  id: string;
  kind: TContactImportKind;
  headerRow: number | null;
  headers: string[];
  rows: TFileRow[];
  mapping: TContactImportMapping;
  imported: boolean;
  outcome: TImportOutcome | null;
  expiresAt: Date;
};

export function toStoredImport(row: TImportRow): TStoredImport {
  return {
    id: row.id,
    kind: row.kind as TContactImportKind,
    headerRow: row.header_row,
    headers: row.headers as string[],
    rows: row.rows as TFileRow[],
    mapping: row.mapping as TContactImportMapping,
    imported: row.status === "imported",
    outcome: (row.outcome as TImportOutcome | null) ?? null,
    expiresAt: row.expires_at,
  };
}
