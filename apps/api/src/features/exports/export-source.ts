import type { TExportFormat } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TListOwners } from "../my-account/use-cases/list-owners.ts";
import type { TExportColumn, TExportName } from "./export-file.ts";

/** How many rows an export reads from the database at a time. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * One export of my account (decision 032): its file name, its columns and where its rows come
 * from, a batch at a time. Adding an export (the payments) is one source like this, a descriptor
 * and a route line.
 */
export type TExportSource<TRow, TQuery> = {
  name: TExportName;
  columns: (owners: TListOwners, lang: TLang) => readonly TExportColumn<TRow>[];
  batches: (db: TExecutor, owners: TListOwners, query: TQuery, lang: TLang) => AsyncIterable<readonly TRow[]>;
};

/** What every export's query has: the file's format and, for a parent, one sub-account. */
export type TExportQueryBase = { format: TExportFormat; user_id?: number | undefined };

/**
 * Batches of `size` rows read one after the other with `next` (keyset: each call starts after the
 * last row of the previous one), until a batch comes back short.
 */
export async function* keysetBatches<TRow, TCursor>(
  next: (after: TCursor | null, size: number) => Promise<readonly TRow[]>,
  cursorOf: (row: TRow) => TCursor,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<readonly TRow[]> {
  let after: TCursor | null = null;
  for (;;) {
    const rows = await next(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = cursorOf(last);
  }
}
