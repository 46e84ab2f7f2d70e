import { createDatabase, migrateToLatest } from "@ship/db";
import { loadConfig } from "../config.ts";
import { createContext } from "../create-context.ts";
import { runAccountsCommand } from "./accounts-command.ts";

/**
 * The team's command for professional accounts (spec §1: activated by the team after registration):
 *   npm run accounts -- pending            list accounts waiting for activation
 *   npm run accounts -- activate <email>   activate one and e-mail the customer
 *   npm run accounts -- credit <email> <euros>   add prepaid credit (100 or 300 get the 2 % / 3 % bonus)
 * Same configuration as the API (DATABASE_URL, DATA_DIR, SMTP_URL, PUBLIC_URL). The embedded
 * database (PGlite) opens in one process at a time: stop the API first, or use PostgreSQL.
 */
const config = loadConfig();
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  await migrateToLatest(database.db);
  process.exitCode = await runAccountsCommand(
    process.argv.slice(2),
    createContext(config, database.db),
    console,
  );
} finally {
  await database.close();
}
