import type { TSessionUser } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { resolveListOwners } from "../../my-account/use-cases/list-owners.ts";
import { exportFile, type TExportFile } from "../export-file.ts";
import type { TExportQueryBase, TExportSource } from "../export-source.ts";

/**
 * An export of my account for the logged-in caller: whose rows as the lists decide (decision 012,
 * 404 for a user_id that is not the caller's or a sub-account's), checked before the first byte,
 * then the file, streamed.
 */
export function createRunExport(deps: { db: TExecutor }) {
  return async function runExport<TRow, TQuery extends TExportQueryBase>(
    source: TExportSource<TRow, TQuery>,
    user: TSessionUser,
    query: TQuery,
    lang: TLang,
  ): Promise<TExportFile> {
    const owners = await resolveListOwners(deps.db, user, query.user_id);
    return exportFile(
      source.name,
      query.format,
      lang,
      source.columns(owners, lang),
      source.batches(deps.db, owners, query, lang),
    );
  };
}
