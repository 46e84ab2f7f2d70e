// Start-up cost of the embedded database: `npx tsx packages/db/scripts/measure-start.ts`.
// First start runs initdb, the migrations and the seed; a restart should only open the files.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, migrateToLatest, seedReferenceData } from "../src/index.ts";

async function start(dataDir: string): Promise<{ ms: number; migrated: number; seeded: boolean }> {
  const startedAt = performance.now();
  const database = await createDatabase({ dataDir });
  const migrated = (await migrateToLatest(database.db)).length;
  const seeded = await seedReferenceData(database.db);
  const ms = Math.round(performance.now() - startedAt);
  await database.close();
  return { ms, migrated, seeded };
}

const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "ship-measure-")), "pglite");
try {
  const first = await start(dataDir);
  console.log(
    `first start (empty data dir): ${first.ms} ms (${first.migrated} migrations, seeded: ${first.seeded})`,
  );
  const again = await start(dataDir);
  console.log(
    `restart (existing data dir):  ${again.ms} ms (${again.migrated} migrations, seeded: ${again.seeded})`,
  );
} finally {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
}
