import { generateSecret, generateSync, generateURI, verifySync } from "otplib";

/**
 * TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1: what every authenticator app reads) through
 * otplib. One step of clock drift either way is accepted; the step a code matched is returned so
 * the caller can refuse it the next time (replay).
 */
const TOLERANCE_SECONDS = 30;

export function createTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app scans (as a QR code) or takes by hand. */
export function totpUri(secret: string, email: string, issuer: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The time step the code matches, or undefined when it matches none (or an older step than `after`). */
export function matchTotp(secret: string, code: string, now: Date, after: number | null): number | undefined {
  // No secret (one sealed with another key), or a code that is not 6 digits, matches nothing.
  if (secret === "" || !/^\d{6}$/.test(code)) return undefined;
  let result: ReturnType<typeof verifySync>;
  try {
    result = verifySync({
      strategy: "totp",
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(after !== null ? { afterTimeStep: after } : {}),
    });
  } catch {
    // A secret otplib cannot read (not Base32) matches nothing rather than failing the request.
    return undefined;
  }
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

/** The current code of a secret (the development seed's README line, tests). */
export function currentTotp(secret: string, now: Date = new Date()): string {
  return generateSync({ secret, epoch: Math.floor(now.getTime() / 1000) });
}
