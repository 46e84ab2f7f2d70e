// Document figures for npm run bench (issue 4, Measure): label PDF generation per label (10 x 15
// and A4), 1,000 labels in a batch, and ZPL per label. Target: <= 20 ms per label.
// Run alone with: npx tsx scripts/bench-documents.ts
import { pathToFileURL } from "node:url";
import { renderLabelPdf, renderLabelZpl, type TLabelInput } from "@ship/documents";
import { buildSampleLabelInput } from "@ship/documents/testing";

const RUNS = 200;
const WARM_UP = 50;
const BATCH = 1000;
const TARGET_MS = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timeEach(render: () => unknown | Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await render();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  return median(times);
}

function verdict(msPerLabel: number): string {
  return msPerLabel <= TARGET_MS ? "ok" : `over the ${TARGET_MS} ms target`;
}

export async function benchDocuments(): Promise<void> {
  const one: TLabelInput = buildSampleLabelInput(1);
  const many: TLabelInput = buildSampleLabelInput(BATCH);
  console.log("\nDocuments (issue 4): label generation, one parcel per label");

  for (const format of ["10x15", "A4"] as const) {
    const ms = await timeEach(() => renderLabelPdf(one, format));
    console.log(
      `  label PDF ${format.padEnd(5)}  median ${ms.toFixed(2)} ms per label (${RUNS} runs)  ${verdict(ms)}`,
    );
  }

  // 1,000 labels as 1,000 separate one-parcel PDFs (one per shipment), then as one 1,000-page PDF.
  let started = performance.now();
  for (let i = 0; i < BATCH; i++) await renderLabelPdf(one, "10x15");
  const separateMs = performance.now() - started;
  started = performance.now();
  const batchPdf = await renderLabelPdf(many, "10x15");
  const oneDocMs = performance.now() - started;
  console.log(
    `  1,000 labels 10x15: ${(separateMs / 1000).toFixed(2)} s as 1,000 PDFs (${(separateMs / BATCH).toFixed(2)} ms per label), ` +
      `${(oneDocMs / 1000).toFixed(2)} s as one ${BATCH}-page PDF (${(oneDocMs / BATCH).toFixed(2)} ms per label, ${(batchPdf.length / 1024 / 1024).toFixed(1)} MiB)`,
  );

  const zplMs = await timeEach(() => renderLabelZpl(one));
  console.log(`  label ZPL        median ${zplMs.toFixed(3)} ms per label (${RUNS} runs)  ${verdict(zplMs)}`);
  started = performance.now();
  renderLabelZpl(many);
  console.log(`  1,000 labels ZPL: ${(performance.now() - started).toFixed(0)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchDocuments();
}
