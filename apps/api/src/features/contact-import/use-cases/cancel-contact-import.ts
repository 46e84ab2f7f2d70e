import { AppError } from "../../../errors/app-error.ts";
import { deleteImport } from "../contact-import-repository.ts";
import type { TContactImportDeps } from "./contact-import-deps.ts";

/** The page's Cancel: the list is forgotten now rather than when it expires. Not the caller's: 404. */
export function createCancelContactImport(deps: Pick<TContactImportDeps, "db">) {
  return async (userId: number, id: string): Promise<void> => {
    if (!(await deleteImport(deps.db, id, userId))) throw new AppError("not_found", 404);
  };
}
