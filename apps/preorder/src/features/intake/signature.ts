import { createHmac, timingSafeEqual } from "node:crypto";

/** Shopify's and WooCommerce's scheme: base64 of the HMAC-SHA256 of the raw body with the shared secret. */
export function signBody(rawBody: Buffer, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("base64");
}

/** The header matches the body's signature (a constant-time comparison of the digests' bytes). */
export function isSignedBy(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(header.trim(), "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
