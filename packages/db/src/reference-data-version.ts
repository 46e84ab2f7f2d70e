import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const DATA_DIR = path.join(import.meta.dirname, "reference-data");
const DATA_PACKAGES = ["i18n-iso-countries", "country-state-city"];

/**
 * A fingerprint of the reference data: our data files plus the versions of the packages they
 * read. Any edit or package upgrade changes it, so nobody has to remember to bump a number, and
 * computing it costs a millisecond instead of loading the datasets.
 */
export function computeReferenceDataVersion(): string {
  const hash = createHash("sha256");
  const dataFiles = readdirSync(DATA_DIR).filter((file) => !file.endsWith(".test.ts"));
  for (const file of dataFiles.sort()) {
    hash.update(file).update(readFileSync(path.join(DATA_DIR, file)));
  }
  const require = createRequire(import.meta.url);
  for (const name of DATA_PACKAGES) {
    hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  }
  return hash.digest("hex").slice(0, 16);
}
