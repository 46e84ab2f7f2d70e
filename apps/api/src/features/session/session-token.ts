import { createHash, randomBytes } from "node:crypto";

/** A new session token: 128 random bits from the CSPRNG (ASVS 7.2.3), URL-safe. */
export function createSessionToken(): string {
  return randomBytes(16).toString("base64url");
}

/** Sessions are stored by the token's hash, so a database leak does not leak live sessions. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
