// Sums the gzipped size of what index.html loads before the first render (entry script,
// modulepreloads, stylesheets) and fails above the shell budget. Run after `vite build`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 180;
const dist = path.resolve(import.meta.dirname, "../dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
// The style sheets' tags and the inline starter's quoted paths (decision 048: the scripts are added
// after the first paint, by build/start-after-paint.ts). Not the first screen's lists of the
// pre-rendered pages' chunks (decision 065): those are preloaded after the first paint for the page
// the visitor is on, and are the pages' cost, not the start's.
const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"/g)];
const starter = [...html.matchAll(/<script>(.*?)<\/script>/gs)].find(([, code]) =>
  code.includes("started=0"),
);
if (!starter) throw new Error("index.html has no starter script (build/start-after-paint.ts)");
const started = [...(starter[1] ?? "").matchAll(/"\/(assets\/[^"]+\.(?:js|css))"/g)];
const assets = [...new Set([...stylesheets, ...started].map((match) => match[1]))];

let total = 0;
for (const asset of assets) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dist, asset)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${asset}`);
}
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KB  initial JS + CSS, gzipped (budget ${BUDGET_KB} KB)`,
);
if (total > BUDGET_KB * 1024) {
  console.error(`over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(2)} KB`);
  process.exit(1);
}
