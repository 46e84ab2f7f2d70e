export { sql } from "kysely";
export {
  createDatabase,
  DEFAULT_PGLITE_DIR,
  preparedStatement,
  type TCreateDatabaseOptions,
  type TDatabaseHandle,
  type TDatabaseKind,
} from "./create-database.ts";
export type * from "./database.ts";
export { migrateToLatest, pendingMigrations } from "./migrate.ts";
export { SHIPMENT_RECIPIENT, SHIPMENT_SEARCH_TEXT } from "./migrations/0025-history-search-sort.ts";
export { CONTACT_SEARCH_TEXT } from "./migrations/0026-contacts.ts";
export { MIGRATIONS } from "./migrations/index.ts";
export { sqlExecutorOf, sqlExecutorOfDatabase, type TSqlExecutor } from "./raw-sql.ts";
export { seedReferenceData } from "./seed-reference-data.ts";
