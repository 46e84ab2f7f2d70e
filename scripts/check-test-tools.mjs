// `npm test`'s pretest: the programs the tests run, checked before a test starts, so that the
// README's test command never skips a test or drops an assertion for a missing tool. The PDF
// tools are those of packages/documents/src/testing/test-tools.ts (requireTools).
import fs from "node:fs";

const tools = [
  { command: "pdftotext", path: "/usr/bin/pdftotext", aptPackage: "poppler-utils" },
  { command: "pdftoppm", path: "/usr/bin/pdftoppm", aptPackage: "poppler-utils" },
  { command: "zbarimg", path: "/usr/bin/zbarimg", aptPackage: "zbar-tools" },
  { command: "chromium", path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", aptPackage: "chromium" },
];

const missing = tools.filter((tool) => !fs.existsSync(tool.path));
if (missing.length > 0) {
  const packages = [...new Set(missing.map((tool) => tool.aptPackage))].join(" ");
  console.error(
    `npm test needs ${missing.map((tool) => `${tool.command} (${tool.path})`).join(", ")}.\n` +
      `Install with: sudo apt-get install ${packages}`,
  );
  process.exit(1);
}
