import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TConfig } from "../config.ts";
import { AppError } from "../errors/app-error.ts";

/** What a visitor (a caller without a logged-in user) spends from its address's budget. */
export type TVisitorUse = "newSession" | "anonymousRating";

/**
 * Per client address limits of what anonymous callers can make the API store (decision 021):
 * visitor sessions opened, and ratings without a logged-in user. Counted by @fastify/rate-limit
 * in this process's memory (a fixed window per address, IPv6 by /64); several API processes each
 * count on their own.
 */
export async function registerVisitorLimits(app: FastifyInstance, limits: TConfig["visitorLimits"]) {
  // Not global: only the routes that store something for a visitor count, and they say what.
  await app.register(fastifyRateLimit, { global: false });
  const counters: Record<TVisitorUse, ReturnType<FastifyInstance["createRateLimit"]>> = {
    newSession: app.createRateLimit({ max: limits.newSessions, timeWindow: limits.windowMs }),
    anonymousRating: app.createRateLimit({ max: limits.anonymousRatings, timeWindow: limits.windowMs }),
  };

  return {
    /** Counts the uses; past any limit, 429 with Retry-After (seconds until the window ends). */
    async spend(request: FastifyRequest, uses: TVisitorUse[]): Promise<void> {
      let waitSeconds = 0;
      for (const use of uses) {
        const outcome = await counters[use](request);
        if (!outcome.isAllowed && outcome.isExceeded) {
          waitSeconds = Math.max(waitSeconds, outcome.ttlInSeconds, 1);
        }
      }
      if (waitSeconds > 0) {
        throw new AppError("request.too_many_requests", 429, {
          params: { seconds: waitSeconds },
          headers: { "retry-after": String(waitSeconds) },
        });
      }
    },
  };
}
export type TVisitorLimits = Awaited<ReturnType<typeof registerVisitorLimits>>;
