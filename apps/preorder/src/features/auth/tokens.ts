import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "shipcompare-preorder";
const AUDIENCE = "preorder-api";

export type TTokenIssuer = {
  ttlSeconds: number;
  issue(merchantId: number): Promise<string>;
  /** The merchant a valid, unexpired token was issued to; undefined for anything else. */
  verify(token: string): Promise<number | undefined>;
};

// Tokens already verified, kept until their expiry: a client sends the same token for minutes.
const VERIFIED_MAX = 10_000;

/**
 * login_check's short-lived tokens: HS256 JWTs (jose) naming the merchant, valid ttlSeconds. A
 * token verified once is remembered with its expiry, so the list asked again (its 304) costs no
 * signature check (issue 15 list benchmark).
 */
export function createTokenIssuer(key: Uint8Array, ttlSeconds: number): TTokenIssuer {
  const verified = new Map<string, { merchantId: number; expiresAt: number }>();
  return {
    ttlSeconds,
    issue: (merchantId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(merchantId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.merchantId;
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
        });
        const merchantId = Number(payload.sub);
        if (!Number.isSafeInteger(merchantId) || merchantId <= 0) return undefined;
        // Past the cap, the remembered tokens are forgotten at once (they are verified again).
        if (verified.size >= VERIFIED_MAX) verified.clear();
        if (payload.exp !== undefined) verified.set(token, { merchantId, expiresAt: payload.exp * 1000 });
        return merchantId;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
