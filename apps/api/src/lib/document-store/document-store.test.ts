import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3_STUB_CREDENTIALS, startS3Stub, type TS3Stub } from "../../testing/s3-stub.ts";
import { createDiskDocumentStore } from "./disk-document-store.ts";
import type { TDocumentStore } from "./document-store.ts";
import { createS3DocumentStore } from "./s3-document-store.ts";

const BUCKET = "documents";
let stub: TS3Stub;
let root: string;

beforeAll(async () => {
  stub = await startS3Stub(BUCKET);
  root = await mkdtemp(path.join(tmpdir(), "ship-store-"));
});
afterAll(async () => {
  await stub.close();
  await rm(root, { recursive: true, force: true });
});

const s3Store = (overrides: Partial<Parameters<typeof createS3DocumentStore>[0]> = {}) =>
  createS3DocumentStore({
    bucket: BUCKET,
    region: "eu-west-3",
    endpoint: stub.url,
    forcePathStyle: true,
    prefix: "ship/",
    credentials: S3_STUB_CREDENTIALS,
    ...overrides,
  });

const stores: [string, () => TDocumentStore][] = [
  ["local disk", () => createDiskDocumentStore(root)],
  ["S3 (local stub)", () => s3Store()],
];

describe.each(stores)("%s document store", (_name, makeStore) => {
  it("gives back the exact bytes put under a key, replaces them, and forgets them once deleted", async () => {
    const store = makeStore();
    const key = "shipments/abc_DEF-123/label-10x15.pdf";
    const first = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.exists(key)).toBe(false);
    await store.put(key, first);
    expect(await store.exists(key)).toBe(true);
    expect((await store.get(key))?.equals(first)).toBe(true);
    const second = Buffer.from("%PDF-1.7 replaced");
    await store.put(key, second);
    expect((await store.get(key))?.equals(second)).toBe(true);
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("keeps files of ids that start with '-' or '_' (base64url shipment ids)", async () => {
    const store = makeStore();
    for (const key of ["shipments/-3VQ6vFjRnKmM7KfeS4gXw/invoice.pdf", "shipments/_a/label-A4.pdf"]) {
      await store.put(key, Buffer.from(key));
      expect((await store.get(key))?.toString(), key).toBe(key);
    }
  });

  it("refuses keys that could leave the store or name a hidden file, before any I/O", async () => {
    const store = makeStore();
    for (const key of [
      "",
      "../x.pdf",
      "a/../../x.pdf",
      "/etc/passwd",
      "a//b.pdf",
      ".tmp/x",
      "a/..",
      "a\\b.pdf",
      "%2e%2e/x",
    ]) {
      await expect(store.put(key, Buffer.from("x")), key).rejects.toThrow(/invalid document key/);
      await expect(store.get(key), key).rejects.toThrow(/invalid document key/);
    }
  });
});

describe("S3 document store", () => {
  it("signs every request, addresses the bucket in the path, and keys objects under the prefix", async () => {
    const store = s3Store();
    stub.requests.length = 0;
    await store.put("shipments/s1/invoice.pdf", Buffer.from("%PDF-"));
    expect(stub.requests).toEqual([{ method: "PUT", bucket: BUCKET, key: "ship/shipments/s1/invoice.pdf" }]);
    expect(stub.objects.get("ship/shipments/s1/invoice.pdf")?.contentType).toBe("application/pdf");
  });

  it("fails loudly, rather than answering 'missing', when the service refuses the credentials or the bucket", async () => {
    const wrongKey = s3Store({ credentials: { accessKeyId: "someone-else", secretAccessKey: "x" } });
    await expect(wrongKey.get("shipments/s1/invoice.pdf")).rejects.toThrow();
    await expect(wrongKey.exists("shipments/s1/invoice.pdf")).rejects.toThrow();
    const noBucket = s3Store({ bucket: "not-there" });
    await expect(noBucket.get("shipments/s1/invoice.pdf")).rejects.toThrow();
  });
});
