import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "shipcompare-preorder";
const AUDIENCE = "preorder-api";

export type TTokenIssuer = {
  ttlSeconds: number;
  issue(merchantId: number): Promise<string>;
  /** The merchant a valid, unexpired token was issued to; undefined for anything else. */
  verify(token: string): Promise<number | undefined>;
};

/** login_check's short-lived tokens: HS256 JWTs (jose) naming the merchant, valid ttlSeconds. */
export function createTokenIssuer(key: Uint8Array, ttlSeconds: number): TTokenIssuer {
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
        });
        const merchantId = Number(payload.sub);
        return Number.isSafeInteger(merchantId) && merchantId > 0 ? merchantId : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
