import type { Migration } from "kysely";
import * as preorders from "./0001-preorders.ts";
import * as productStatuses from "./0002-preorder-product-statuses.ts";

/** The service's migrations, applied at its start (their table is preorder.kysely_migration). */
export const PREORDER_MIGRATIONS: Record<string, Migration> = {
  "0001-preorders": preorders,
  "0002-preorder-product-statuses": productStatuses,
};
