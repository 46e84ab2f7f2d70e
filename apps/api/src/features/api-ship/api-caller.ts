import type { FastifyRequest } from "fastify";
import type { TContext } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { requireUserSession } from "../permissions/guards.ts";

/**
 * Spec §6: an API client is the user whose api_key it sends in X-Api-Key (the pre-order intake's
 * header); without one, the logged-in session. An unknown key is refused like a missing login.
 */
export async function apiCallerOf(ctx: TContext, request: FastifyRequest) {
  const key = request.headers["x-api-key"];
  if (typeof key === "string" && key !== "") {
    const caller = await ctx.sessions.forApiKey(key);
    if (!caller) throw new AppError("auth.login_required", 401);
    return caller;
  }
  return requireUserSession(ctx, request);
}

// The Idempotency-Key header as commonly used (IETF draft): at most this many visible characters.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,64}$/;

/** The Idempotency-Key header; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers["idempotency-key"];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError("ship.idempotency_key_required", 400, { field: "Idempotency-Key" });
  }
  return key;
}
