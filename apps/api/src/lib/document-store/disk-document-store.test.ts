import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskDocumentStore } from "./disk-document-store.ts";

let parent: string;
let root: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "ship-disk-store-"));
  root = path.join(parent, "documents");
});
afterEach(() => rm(parent, { recursive: true, force: true }));

describe("local disk document store", () => {
  it("keeps a document as a file under its key's path inside the root", async () => {
    await createDiskDocumentStore(root).put("shipments/s1/invoice.pdf", Buffer.from("%PDF-1.7"));
    expect(await readFile(path.join(root, "shipments", "s1", "invoice.pdf"), "utf8")).toBe("%PDF-1.7");
  });

  it("never reads or writes beside the root, whatever the key", async () => {
    await writeFile(path.join(parent, "secret.txt"), "outside");
    const store = createDiskDocumentStore(root);
    await expect(store.get("../secret.txt")).rejects.toThrow(/invalid document key/);
    await expect(store.put("../secret.txt", Buffer.from("overwritten"))).rejects.toThrow(
      /invalid document key/,
    );
    await expect(store.delete("../secret.txt")).rejects.toThrow(/invalid document key/);
    expect(await readFile(path.join(parent, "secret.txt"), "utf8")).toBe("outside");
  });

  it("replaces a document atomically: a reader meanwhile sees the old or the new bytes, whole", async () => {
    const store = createDiskDocumentStore(root);
    const key = "shipments/s1/label-A4.pdf";
    const before = Buffer.alloc(64 * 1024, "a");
    const after = Buffer.alloc(8 * 1024 * 1024, "b");
    await store.put(key, before);
    const writing = store.put(key, after);
    const seen = new Set<string>();
    for (let read = 0; read < 50; read++) {
      const body = await store.get(key);
      if (body?.equals(before)) seen.add("before");
      else if (body?.equals(after)) seen.add("after");
      else seen.add("partial");
    }
    await writing;
    expect(seen.has("partial")).toBe(false);
    expect((await store.get(key))?.equals(after)).toBe(true);
    // Nothing is left in the temporary folder once the rename is done.
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
  });

  it("a write that cannot land leaves the old state and no temporary file", async () => {
    const store = createDiskDocumentStore(root);
    // A folder where the file should go: the rename fails.
    await mkdir(path.join(root, "shipments", "s1", "invoice.pdf"), { recursive: true });
    await expect(store.put("shipments/s1/invoice.pdf", Buffer.from("%PDF-"))).rejects.toThrow();
    expect(await readdir(path.join(root, ".tmp"))).toEqual([]);
    expect(await store.exists("shipments/s1/invoice.pdf")).toBe(false);
  });
});
