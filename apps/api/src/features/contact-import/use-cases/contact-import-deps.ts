import type { TExecutor, TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TResolveCountry } from "../country-resolver.ts";

/** What the contact import's use cases need; each takes the `Pick` it uses. */
export type TContactImportDeps = {
  db: TExecutor;
  unitOfWork: TUnitOfWork;
  /** The country resolver over the reference data (read once). */
  countries: () => Promise<TResolveCountry>;
  now: () => Date;
};
