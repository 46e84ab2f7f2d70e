// npm run bench: prints the project's speed and size figures (issue targets beside them).
// Figures, not pass/fail tests: timings on shared machines vary.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { benchContactImport } from "./bench-contact-import.ts";
import { benchContacts } from "./bench-contacts.ts";
import { benchDocumentStore } from "./bench-document-store.ts";
import { benchDocuments } from "./bench-documents.ts";
import { benchExport } from "./bench-export.ts";
import { benchHistory } from "./bench-history.ts";
import { benchJobs } from "./bench-jobs.ts";
import { benchLighthouse } from "./bench-lighthouse.ts";
import { benchMassMailing } from "./bench-mass-mailing.ts";
import { benchPreorder } from "./bench-preorder.ts";
import { benchRating } from "./bench-rating.ts";

const root = path.resolve(import.meta.dirname, "..");
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  // Always the embedded database: this measures PGlite start-up, whatever the caller's DATABASE_URL.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // What `npm start` runs: the bundled API (built by benchStartup).
  const child = spawn(process.execPath, ["apps/api/dist/server.mjs"], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      // The pre-order service starts beside it (decision 045): any free port, never a busy 8081.
      PREORDER_PORT: "0",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
        // not up yet
      }
      if (performance.now() - started > 60_000) throw new Error("no answer within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
}

async function benchStartup() {
  execFileSync(process.execPath, ["apps/api/scripts/build-server.mjs"], { cwd: root, stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ship-bench-"));
  const first = await timeToHealthy(dataDir, 18_901);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push(await timeToHealthy(dataDir, 18_901));
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`start-up, empty data dir (initdb, migrations, seed): ${first.toFixed(0)} ms`);
  console.log(
    `start-up to first 200 on /healthz, existing data dir: median ${median(runs).toFixed(0)} ms of ${runs.length} (target <= 3000 ms)`,
  );
}

/**
 * Gzipped bytes of the JS and CSS that index.html loads before any interaction: its tags' and its
 * inline starter's (decision 048: the scripts are added after the first paint) quoted asset paths.
 */
function initialAssetsGzip(distDir: string): number {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const refs = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? ""))];
  return refs.reduce(
    (sum, ref) => sum + gzipSync(fs.readFileSync(path.join(distDir, ref.replace(/^\//, "")))).length,
    0,
  );
}

async function benchBundle() {
  const webDist = path.join(root, "apps/web/dist");
  await build({
    configFile: path.join(root, "apps/web/vite.config.ts"),
    root: path.join(root, "apps/web"),
    logLevel: "error",
  });
  const blankDir = fs.mkdtempSync(path.join(root, ".tmp-blank-"));
  try {
    fs.writeFileSync(
      path.join(blankDir, "index.html"),
      '<div id="root"></div><script type="module" src="/main.tsx"></script>',
    );
    fs.writeFileSync(
      path.join(blankDir, "main.tsx"),
      'import { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")!).render(<p>blank</p>);\n',
    );
    await build({
      root: blankDir,
      configFile: false,
      plugins: [react()],
      logLevel: "error",
      build: { outDir: "dist" },
    });
    const shell = initialAssetsGzip(webDist);
    const blank = initialAssetsGzip(path.join(blankDir, "dist"));
    console.log(`web shell initial JS+CSS gzipped: ${(shell / 1024).toFixed(1)} KB (target <= 180 KB)`);
    console.log(`blank Vite+React page, same build: ${(blank / 1024).toFixed(1)} KB`);
  } finally {
    fs.rmSync(blankDir, { recursive: true, force: true });
  }
}

await benchBundle();
await benchStartup();
// After both builds: Lighthouse loads the app as `npm start` serves it.
await benchLighthouse();
await benchRating();
await benchDocuments();
await benchDocumentStore();
await benchJobs();
await benchExport();
await benchHistory();
await benchContactImport();
await benchContacts();
await benchPreorder();
await benchMassMailing();
// PGlite and pg pools may keep handles open; the figures are printed.
process.exit(0);
