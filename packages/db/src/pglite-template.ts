import { createHash } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "./create-database.ts";
import { migrateToLatest } from "./migrate.ts";
import { computeReferenceDataVersion } from "./reference-data-version.ts";
import { seedReferenceData } from "./seed-reference-data.ts";

/**
 * PGlite's initdb takes seconds per database; loading a data-directory tarball takes a fraction
 * of that. Test files therefore start from a tarball built once and cached in the OS temp folder,
 * keyed by everything that shapes it (migrations, reference data, PGlite version), so a schema
 * change builds a fresh one. Workers racing to build it each write their own file, then rename.
 */
export type TTemplateKind = "empty" | "ready";

const PREFIX = "ship-db-pglite-";
const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");

export async function loadPgliteTemplate(kind: TTemplateKind): Promise<Blob> {
  const name = `${PREFIX}${kind}-${await fingerprint(kind)}.tar`;
  const file = path.join(tmpdir(), name);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([new Uint8Array(cached)]);

  const tarball = await buildTemplate(kind);
  await removeStale(kind, name);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
  await rename(partial, file);
  return tarball;
}

async function buildTemplate(kind: TTemplateKind): Promise<Blob> {
  const database = await openPglite("memory://");
  try {
    if (kind === "ready") {
      await migrateToLatest(database.db);
      await seedReferenceData(database.db);
    }
    return await database.pglite.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

async function fingerprint(kind: TTemplateKind): Promise<string> {
  const hash = createHash("sha256").update(`pglite@${await pgliteVersion()}`);
  if (kind === "ready") {
    for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
      hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
    }
    hash.update(computeReferenceDataVersion());
  }
  return hash.digest("hex").slice(0, 16);
}

// A data directory is tied to the PGlite build; its package.json is not exported, so find it
// next to the resolved entry point (dist/index.cjs).
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = await readFile(path.join(path.dirname(entry), "..", "package.json"), "utf8");
  return (JSON.parse(manifest) as { version: string }).version;
}

/** Templates of older schemas are 40 MB each; only the current one is kept. */
async function removeStale(kind: TTemplateKind, keep: string): Promise<void> {
  const stale = (await readdir(tmpdir())).filter(
    (file) => file.startsWith(`${PREFIX}${kind}-`) && file.endsWith(".tar") && file !== keep,
  );
  await Promise.all(stale.map((file) => rm(path.join(tmpdir(), file), { force: true })));
}
