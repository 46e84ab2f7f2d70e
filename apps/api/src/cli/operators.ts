import { createDatabase, migrateToLatest } from "@ship/db";
import { loadConfig } from "../config.ts";
import { createContext } from "../create-context.ts";
import { runOperatorsCommand } from "./operators-command.ts";

/**
 * The operator console's accounts (issue 18):
 *   OPERATOR_PASSWORD=... npm run operators -- create <email> <admin|support> <name>
 *   npm run operators -- list
 * Same configuration as the API (DATABASE_URL, DATA_DIR, SECRETS_KEY: the TOTP secret is sealed
 * with the API's secrets key). The embedded database opens in one process at a time.
 */
const config = loadConfig();
const database = await createDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
);
try {
  await migrateToLatest(database.db);
  process.exitCode = await runOperatorsCommand(
    process.argv.slice(2),
    createContext(config, database.db),
    process.env,
    console,
  );
} finally {
  await database.close();
}
