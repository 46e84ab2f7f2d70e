// Sums the gzipped size of what index.html loads before the first render (entry script,
// modulepreloads, stylesheets) and fails above the shell budget. Run after `vite build`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 180;
const dist = path.resolve(import.meta.dirname, "../dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
// Tags' and the inline starter's quoted paths (decision 048: the scripts are added after the first paint).
const assets = [...new Set([...html.matchAll(/"\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]))];

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
