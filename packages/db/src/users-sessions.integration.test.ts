import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNewUser } from "./database.ts";
import { createTestDatabase, type TTestDatabase } from "./testing.ts";

function newUser(email: string): TNewUser {
  return {
    email,
    password_hash: "x",
    lastname: "Martin",
    pro: 0,
    status: "active",
    api_key: randomBytes(24).toString("base64url"),
  };
}

describe("users and sessions", () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("gives a new user its defaults", async () => {
    const user = await database.db
      .insertInto("users")
      .values(newUser("defaults@example.test"))
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ credit_account: 0, saas: 0, lang_id: 2, company: null, pro: 0 });
    expect(typeof user.id).toBe("number");
    expect(user.created_at).toBeInstanceOf(Date);
  });

  it("refuses a second account whose email differs only by case", async () => {
    const { db } = database;
    await db.insertInto("users").values(newUser("Jane.Doe@Example.test")).execute();
    await expect(db.insertInto("users").values(newUser("jane.doe@example.TEST")).execute()).rejects.toThrow(
      /users_email_lower_key/,
    );
  });

  it("refuses an unknown account status", async () => {
    const user = { ...newUser("status@example.test"), status: "banned" } as unknown as TNewUser;
    await expect(database.db.insertInto("users").values(user).execute()).rejects.toThrow(/check/);
  });

  it("deletes a user's sessions with the user and keeps anonymous ones", async () => {
    const { db } = database;
    const { id } = await db
      .insertInto("users")
      .values(newUser("cascade@example.test"))
      .returning("id")
      .executeTakeFirstOrThrow();
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db
      .insertInto("sessions")
      .values([
        { id: "a".repeat(64), user_id: id, expires_at: expiresAt },
        { id: "b".repeat(64), user_id: null, expires_at: expiresAt },
      ])
      .execute();
    const session = await db
      .selectFrom("sessions")
      .selectAll()
      .where("id", "=", "a".repeat(64))
      .executeTakeFirstOrThrow();
    expect(session.expires_at).toEqual(expiresAt);
    expect(session.last_seen_at).toBeInstanceOf(Date);

    await db.deleteFrom("users").where("id", "=", id).execute();
    const left = await db.selectFrom("sessions").select("id").orderBy("id").execute();
    expect(left).toEqual([{ id: "b".repeat(64) }]);
  });

  it("stores login attempt counters", async () => {
    const { db } = database;
    const now = new Date();
    await db
      .insertInto("login_attempts")
      .values({ key: "account:jane@example.test", failures: 1, first_failure_at: now, locked_until: null })
      .execute();
    const row = await db.selectFrom("login_attempts").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      key: "account:jane@example.test",
      failures: 1,
      first_failure_at: now,
      locked_until: null,
    });
  });
});
