import type { TConfig } from "../../config.ts";
import { createDiskDocumentStore } from "./disk-document-store.ts";
import type { TDocumentStore } from "./document-store.ts";
import { createS3DocumentStore } from "./s3-document-store.ts";

/** The document store DOCUMENT_STORE names (decision 052), built once by the composition root. */
export function createDocumentStore(config: TConfig["documents"]): TDocumentStore {
  if (config.store === "local") return createDiskDocumentStore(config.dir);
  return createS3DocumentStore(config);
}
