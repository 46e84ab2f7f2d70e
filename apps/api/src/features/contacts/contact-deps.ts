import type { TExecutor, TUnitOfWork } from "../../db/unit-of-work.ts";
import type { TContactOrderCache } from "./contact-order-cache.ts";

/** What the contacts use cases may need; each factory takes the few it uses (a Pick). */
export type TContactDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  /** The lists' orders, each under the version of the user's book (migration 0027). */
  orders: TContactOrderCache;
};
