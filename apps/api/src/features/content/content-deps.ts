import type { TExecutor, TTransaction, TUnitOfWork } from "../../db/unit-of-work.ts";

/** What the content use cases need; each factory takes the few it uses (a Pick). */
export type TContentDeps = { db: TExecutor; unitOfWork: TUnitOfWork; now: () => Date };
/** Work that belongs to a save (the console's audit row), run in the save's transaction. */
export type TContentSavedHook = (
  trx: TTransaction,
  saved: { identifier: string; lang: string },
) => Promise<void>;

/** The brand a reader sees the content of: its id (rows) and its name (`{{brand}}`). */
export type TContentBrand = { id: string; name: string };
