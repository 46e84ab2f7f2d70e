import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { checkDocumentKey, type TDocumentStore } from "./document-store.ts";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Documents as files under `root` (DOCUMENTS_DIR, default DATA_DIR/documents). A write goes to a
 * temporary file in `root/.tmp` (same file system; no key can name it, keys never start with a
 * dot), is flushed to disk, then renamed over the target: a reader or a crash sees the old file
 * or the new one, never a part.
 */
export function createDiskDocumentStore(root: string): TDocumentStore {
  const base = path.resolve(root);
  const temporary = path.join(base, ".tmp");

  function pathOf(key: string): string {
    const file = path.resolve(base, ...checkDocumentKey(key).split("/"));
    // The key check already forbids climbing out; this keeps it true whatever the check becomes.
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error("document key outside the store");
    return file;
  }

  return {
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(temporary, { recursive: true });
      const partial = path.join(temporary, randomBytes(12).toString("hex"));
      const handle = await open(partial, "wx", 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
