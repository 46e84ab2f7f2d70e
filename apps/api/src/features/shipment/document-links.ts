import { createHmac, timingSafeEqual } from "node:crypto";
import { documentUrl, type TDocumentKind } from "./shipment-links.ts";

/** A signed link's part of the query: its end (seconds since 1970) and its signature. */
export type TSignedLink = { expires: number; sig: string };

/** A parcel's life and then some: claims and invoices are asked for months later. */
const LIFETIME_DAYS = 400;

/**
 * Signed, expiring links to a shipment's documents (issue 16): the e-mailed label, invoice and
 * pro-forma open in any browser, without the session that ordered. The signature is an HMAC-SHA256
 * of the shipment id, the document and the end, under a key derived from the server's secrets key
 * (SECRETS_KEY), so every API node signs and checks alike. Cancelling the shipment revokes its
 * label and customs papers (the documents route refuses them once it is cancelled); its invoice
 * and credit note stay reachable, as the customer's accounting needs them.
 */
export function createDocumentLinks(secretsKey: Buffer) {
  const key = createHmac("sha256", secretsKey).update("shipcompare document links v1").digest();
  const signatureOf = (id: string, kind: TDocumentKind, expires: number) =>
    createHmac("sha256", key).update(`${id}\n${kind}\n${expires}`).digest("base64url");

  return {
    /** The document's API path with its signed query, valid LIFETIME_DAYS from `now`. */
    sign(id: string, kind: TDocumentKind, now: Date): string {
      const expires = Math.floor(now.getTime() / 1000) + LIFETIME_DAYS * 86_400;
      return `${documentUrl(id, kind)}?expires=${expires}&sig=${signatureOf(id, kind, expires)}`;
    },

    /** Whether a link's signature is this server's for that document, and not past its end. */
    verify(id: string, kind: TDocumentKind, link: TSignedLink, now: Date): boolean {
      if (link.expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(signatureOf(id, kind, link.expires));
      const given = Buffer.from(link.sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type TDocumentLinks = ReturnType<typeof createDocumentLinks>;
