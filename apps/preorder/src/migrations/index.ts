import type { Migration } from "kysely";
import * as preorders from "./0001-preorders.ts";
import * as productStatuses from "./0002-preorder-product-statuses.ts";
import * as listVersion from "./0003-merchant-list-version.ts";
import * as storeCodes from "./0004-selected-offer-without-store-codes.ts";

/** The service's migrations, applied at its start (their table is preorder.kysely_migration). */
export const PREORDER_MIGRATIONS: Record<string, Migration> = {
  "0001-preorders": preorders,
  "0002-preorder-product-statuses": productStatuses,
  "0003-merchant-list-version": listVersion,
  "0004-selected-offer-without-store-codes": storeCodes,
};
