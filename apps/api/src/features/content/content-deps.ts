import type { TExecutor } from "../../db/unit-of-work.ts";

/** What the content use cases need; each factory takes the few it uses (a Pick). */
export type TContentDeps = { db: TExecutor; now: () => Date };

/** The brand a reader sees the content of: its id (rows) and its name (`{{brand}}`). */
export type TContentBrand = { id: string; name: string };
