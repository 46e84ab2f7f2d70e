import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "@ship/db/testing";
import { buildApp } from "../app.ts";
import type { TContext } from "../app-context.ts";
import { loadConfig } from "../config.ts";
import { createContext } from "../create-context.ts";
import { seedDemoUsers } from "../seed/demo-users.ts";

/** One migrated database and one app per test file (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
/** `overrides` replaces parts of the context (e.g. carrier connectors that hang). */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<TContext> = {}) {
  const database = await createTestDatabase();
  await seedDemoUsers(database.db);
  // Each test file keeps its documents in a folder of its own, removed with the app.
  const documentsDir = await mkdtemp(path.join(tmpdir(), "ship-test-documents-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: path.join(import.meta.dirname, "no-web-build"),
    // Every inject request comes from one address: test files open many visitor sessions and rate
    // often. The limits' own tests set low ones (decision 021).
    RATE_LIMIT_NEW_SESSIONS: "1000000",
    RATE_LIMIT_ANONYMOUS_RATINGS: "1000000",
    DOCUMENTS_DIR: documentsDir,
    ...env,
  });
  const ctx = { ...createContext(config, database.db, overrides), ...overrides };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    db: database.db,
    /** The services (a test runs a background job itself: the mass mailing's batches). */
    ctx,
    async close() {
      // A background waybill may still be writing its documents: let it finish first.
      await ctx.shipments.settle();
      await app.close();
      await database.close();
      await rm(documentsDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** The session cookie value set by a response, if any. */
export function sessionCookieOf(
  response: { cookies: { name: string; value: string }[] },
  name = "PHPSESSID",
) {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}
