import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TConfig } from "../config.ts";
import { AppError } from "../errors/app-error.ts";
import type { TVisitorLimitRepository } from "./visitor-limit-repository.ts";

/** What a visitor (a caller without a logged-in user) spends from its address's budget. */
export type TVisitorUse = "newSession" | "anonymousRating";

type TStoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the database's counters (decision 055): every API node counts in
 * the same row, so N nodes allow the limit once, not N times. The key names the limit and the
 * address (the plugin's own IPv6 /64 grouping), so one store serves both limits.
 */
function databaseStore(counters: TVisitorLimitRepository) {
  return class DatabaseStore {
    incr(key: string, callback: TStoreCallback, timeWindow: number): void {
      counters.hit(key, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Per client address limits of what anonymous callers can make the API store (decision 021):
 * visitor sessions opened, and ratings without a logged-in user. Counted by @fastify/rate-limit in
 * a fixed window per address (IPv6 by /64): in the database with several API nodes (one count for
 * all, decision 055), or in this process's memory (PGlite: one process).
 */
export async function registerVisitorLimits(
  app: FastifyInstance,
  limits: TConfig["visitorLimits"],
  counters: TVisitorLimitRepository,
) {
  // Not global: only the routes that store something for a visitor count, and they say what.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(limits.store === "database" ? { store: databaseStore(counters) } : {}),
  });
  const limiter = (use: TVisitorUse, max: number) =>
    app.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${use}:${normalizeIP(request.ip)}`,
    });
  const counted: Record<TVisitorUse, ReturnType<FastifyInstance["createRateLimit"]>> = {
    newSession: limiter("newSession", limits.newSessions),
    anonymousRating: limiter("anonymousRating", limits.anonymousRatings),
  };

  return {
    /** Counts the uses; past any limit, 429 with Retry-After (seconds until the window ends). */
    async spend(request: FastifyRequest, uses: TVisitorUse[]): Promise<void> {
      let waitSeconds = 0;
      // Counted together: with the counters in the database, both hits are one round trip.
      const outcomes = await Promise.all(uses.map((use) => counted[use](request)));
      for (const outcome of outcomes) {
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
