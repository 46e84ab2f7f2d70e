// Document store figures for npm run bench (issue 17 item 4, decision 052): writing and reading a
// label PDF in the local disk store (temporary file, fsync, rename) and in the S3 store against the
// tests' local S3-compatible stub (the SDK's signing and HTTP round trip, not a real network).
// Run alone with: npx tsx scripts/bench-document-store.ts
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { renderLabelPdf } from "@ship/documents";
import { buildSampleLabelInput } from "@ship/documents/testing";
import { createDiskDocumentStore } from "../apps/api/src/lib/document-store/disk-document-store.ts";
import type { TDocumentStore } from "../apps/api/src/lib/document-store/document-store.ts";
import { createS3DocumentStore } from "../apps/api/src/lib/document-store/s3-document-store.ts";
import { S3_STUB_CREDENTIALS, startS3Stub } from "../apps/api/src/testing/s3-stub.ts";

const RUNS = 200;

/** Median milliseconds of `RUNS` calls, after a warm-up of a tenth of them. */
async function medianMs(run: (index: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < RUNS / 10; i++) await run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? 0;
}

async function measure(name: string, store: TDocumentStore, body: Buffer): Promise<void> {
  const key = (index: number) => `shipments/bench${index}/label-10x15.pdf`;
  const put = await medianMs((index) => store.put(key(index), body));
  const get = await medianMs((index) => store.get(key(Math.max(index, 0))));
  console.log(
    `  ${name.padEnd(22)} put median ${put.toFixed(2)} ms, get median ${get.toFixed(2)} ms (${RUNS} runs)`,
  );
}

export async function benchDocumentStore(): Promise<void> {
  const body = Buffer.from(await renderLabelPdf(buildSampleLabelInput(1), "10x15"));
  console.log(`\nDocument store (issue 17): one label PDF of ${(body.length / 1024).toFixed(1)} KB`);
  const root = await mkdtemp(path.join(tmpdir(), "bench-documents-"));
  const stub = await startS3Stub("bench");
  try {
    await measure("local disk", createDiskDocumentStore(root), body);
    const s3 = createS3DocumentStore({
      bucket: "bench",
      region: "us-east-1",
      endpoint: stub.url,
      forcePathStyle: true,
      prefix: "",
      credentials: S3_STUB_CREDENTIALS,
    });
    await measure("S3 (local stub)", s3, body);
  } finally {
    await stub.close();
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchDocumentStore();
}
