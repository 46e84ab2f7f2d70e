/**
 * Where the bytes of issued documents live (decision 052): labels, customs papers, invoices and
 * credit notes, each under a key such as `shipments/{id}/label-10x15.pdf`. Two implementations:
 * the local disk (default) and S3-compatible object storage. Documents are tens of kilobytes,
 * so the interface moves Buffers, not streams.
 */
export type TDocumentStore = {
  /** Writes the whole document, replacing any under the same key; readers never see half of it. */
  put(key: string, body: Buffer): Promise<void>;
  /** The document's bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the document; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
};

const MAX_KEY_LENGTH = 512;
// A segment never starts with ".": no "." or "..", no hidden names, nothing to climb out with. It
// may start with "-" or "_": shipment ids are base64url (a shipment "-3VQ6..." must get its files).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Refuses any key that is not plain `segment/segment/...` of letters, digits, '.', '_' and '-':
 * keys are built by the API from random ids, so a refused key is a bug or an attack, never input
 * to translate. Answers the key unchanged.
 */
export function checkDocumentKey(key: string): string {
  const segments = key.split("/");
  const valid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    segments.every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
  if (!valid) throw new Error(`invalid document key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
