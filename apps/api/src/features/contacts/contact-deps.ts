import type { TExecutor, TUnitOfWork } from "../../db/unit-of-work.ts";

/** What the contacts use cases may need; each factory takes the few it uses (a Pick). */
export type TContactDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
};
