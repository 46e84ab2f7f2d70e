import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const PREFIX = "s1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TSecretSeal = { seal(plain: string): string; open(sealed: string): string };

/**
 * The stores' signing secrets at rest: AES-256-GCM, `s1:` + base64url(iv | tag | ciphertext).
 * HMAC checks need the secret itself, so it cannot be hashed like the api keys; sealed, a copy of
 * the database alone does not let anyone sign webhooks (decision 045).
 */
export function createSecretSeal(key: Buffer): TSecretSeal {
  if (key.length !== 32) throw new Error("the store secrets key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url");
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error("not a sealed store secret");
      const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
