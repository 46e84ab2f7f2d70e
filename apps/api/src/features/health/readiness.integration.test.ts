import { readinessEndpoint } from "@ship/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /readyz (decision 055)", () => {
  it("is ready when the database answers and has every migration of this code", async () => {
    const ready = await call(t, readinessEndpoint, {});
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "ok", pending_migrations: [] });
  });

  it("answers 503 naming the migrations the database has not run", async () => {
    const { rows } = await sql<{ name: string; timestamp: string }>`
      delete from kysely_migration where name = (select max(name) from kysely_migration)
      returning name, timestamp`.execute(t.db);
    const missing = rows[0];
    if (!missing) throw new Error("no migration recorded");
    try {
      const response = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "error",
        database: "ok",
        pending_migrations: [missing.name],
      });
      // Liveness is not readiness: the process and its database are fine.
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${missing.name}, ${missing.timestamp})`.execute(
        t.db,
      );
    }
  });
});
