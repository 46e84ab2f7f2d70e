// `npm test`'s pretest: the programs the tests run, installed from Debian's packages when missing,
// so that the README's test command never skips a test or drops an assertion for a missing tool.
// The PDF tools are those of packages/documents/src/testing/test-tools.ts (requireTools).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const tools = [
  { command: "pdftotext", path: "/usr/bin/pdftotext", aptPackage: "poppler-utils" },
  { command: "pdftoppm", path: "/usr/bin/pdftoppm", aptPackage: "poppler-utils" },
  { command: "zbarimg", path: "/usr/bin/zbarimg", aptPackage: "zbar-tools" },
  { command: "chromium", path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", aptPackage: "chromium" },
];

const missingTools = () => tools.filter((tool) => !fs.existsSync(tool.path));

let missing = missingTools();
if (missing.length > 0) {
  // Chromium's fonts come with it, so that pages and PDFs render the same everywhere.
  const packages = [...new Set([...missing.map((tool) => tool.aptPackage), "fonts-liberation"])];
  const asRoot = process.getuid?.() === 0;
  const hasSudo = fs.existsSync("/usr/bin/sudo");
  if (fs.existsSync("/usr/bin/apt-get") && (asRoot || hasSudo)) {
    console.info(`npm test: installing ${packages.join(" ")} from Debian's packages`);
    const run = (args) =>
      asRoot
        ? execFileSync("apt-get", args, {
            stdio: "inherit",
            env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
          })
        : execFileSync("sudo", ["-n", "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args], {
            stdio: "inherit",
          });
    try {
      run(["update", "-qq"]);
      run(["install", "-y", "-qq", ...packages]);
    } catch {
      // Reported below with the command to run by hand.
    }
    missing = missingTools();
  }
}
if (missing.length > 0) {
  const packages = [...new Set(missing.map((tool) => tool.aptPackage))].join(" ");
  console.error(
    `npm test needs ${missing.map((tool) => `${tool.command} (${tool.path})`).join(", ")}.\n` +
      `Install with: sudo apt-get install ${packages} fonts-liberation`,
  );
  process.exit(1);
}
