import { createHmac, timingSafeEqual } from "node:crypto";

/** A notification older (or newer) than this is refused even with a good signature: limits replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const SIGNATURE_HEADER = "x-sandbox-signature";

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex");

/** The header value for a body: "t={unix seconds},v1={HMAC-SHA256 hex of 't.body'}". */
export function signNotification(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** True when the header signs exactly this raw body with the secret, within the tolerance. */
export function verifyNotificationSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): boolean {
  if (!header || header.length > 200) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const signature = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
