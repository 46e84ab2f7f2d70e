import { existsSync } from "node:fs";

/** A program some tests run, and the Debian package that installs it (README, "Tests"). */
export type TTestTool = { command: string; path: string; aptPackage: string };

/** Poppler: the PDF's text as a reader's copy-paste gives it. */
export const PDFTOTEXT: TTestTool = {
  command: "pdftotext",
  path: "/usr/bin/pdftotext",
  aptPackage: "poppler-utils",
};
/** Poppler: a PDF page as an image, for the barcode reader. */
export const PDFTOPPM: TTestTool = {
  command: "pdftoppm",
  path: "/usr/bin/pdftoppm",
  aptPackage: "poppler-utils",
};
/** zbar: the barcodes an image carries, as a scanner reads them. */
export const ZBARIMG: TTestTool = { command: "zbarimg", path: "/usr/bin/zbarimg", aptPackage: "zbar-tools" };

/** CI (`.ci/run` exports CI=1, as most CI services do) must run every assertion: no skipping. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return Boolean(value) && value !== "0" && value !== "false";
}

/** "pdftotext is missing: install poppler-utils (...)", or undefined when every tool is there. */
export function describeMissingTools(tools: readonly TTestTool[]): string | undefined {
  const missing = tools.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return undefined;
  const packages = [...new Set(missing.map((tool) => tool.aptPackage))].join(" ");
  const commands = missing.map((tool) => tool.command).join(" and ");
  return `${commands} ${missing.length > 1 ? "are" : "is"} missing: install ${packages} (sudo apt-get install ${packages}; see README)`;
}

/** Throws the install hint when a tool is missing: a helper that runs one never fails with a bare ENOENT. */
export function assertToolsInstalled(...tools: TTestTool[]): void {
  const missing = describeMissingTools(tools);
  if (missing) throw new Error(missing);
}

/**
 * At the start of a test that runs these tools: when one is missing, the test fails in CI and
 * skips elsewhere, with the install hint as its reason (the CI summary lists skipped tests with
 * their reasons). Never guard single assertions with a tool check: the test runs whole or not at all.
 */
export function requireTools(context: { skip: (note?: string) => void }, ...tools: TTestTool[]): void {
  const missing = describeMissingTools(tools);
  if (!missing) return;
  if (isCi()) throw new Error(missing);
  context.skip(missing);
}
