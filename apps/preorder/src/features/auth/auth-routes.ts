import { createHash, timingSafeEqual } from "node:crypto";
import { ZLoginCheckBody, ZMerchantRegistrationBody } from "@ship/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { bearerOf, fail, parseOrFail } from "../../http/answers.ts";
import type { TServiceContext } from "../../service-context.ts";

const ZMerchantParams = z.strictObject({ merchantId: z.coerce.number().int().positive().max(2_147_483_647) });

export function keyHash(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  // Digests of equal length: the comparison takes the same time whatever was sent.
  return timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );
}

/** The merchant named by a request's bearer token (login_check's), or undefined. */
export async function merchantOfBearer(ctx: TServiceContext, request: FastifyRequest) {
  const token = bearerOf(request.headers.authorization);
  return token ? ctx.tokens.verify(token) : undefined;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: TServiceContext) {
  /** Spec §7 POST /api/login_check: the user's api_key for a short-lived token. */
  app.post("/api/login_check", async (request, reply) => {
    const parsed = ZLoginCheckBody.safeParse(request.body);
    // Any refusal is the same 401: the answer never says whether the body or the key was wrong.
    const merchantId = parsed.success
      ? await ctx.merchants.findByKeyHash(keyHash(parsed.data.api_key))
      : undefined;
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    return { token: await ctx.tokens.issue(merchantId), expires_in: ctx.tokens.ttlSeconds };
  });

  /** The API (and only it: PREORDER_SERVICE_SECRET) tells the service a user's key hash. */
  app.put("/internal/merchants/:merchantId", async (request, reply) => {
    if (!sameSecret(bearerOf(request.headers.authorization), ctx.settings.serviceSecret)) {
      return fail(reply, 401, "preorder.login_refused");
    }
    const params = parseOrFail(reply, ZMerchantParams, request.params);
    const body = params && parseOrFail(reply, ZMerchantRegistrationBody, request.body);
    if (!params || !body) return reply;
    await ctx.merchants.register(params.merchantId, body.key_hash);
    return { success: true };
  });
}
