import { randomBytes } from "node:crypto";
import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import type { createTestApp } from "../../testing/test-app.ts";
import { sessionCookieOf } from "../../testing/test-app.ts";
import { hashPassword } from "../session/password.ts";

type TTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Inserts an active user for a test and returns its id. */
export async function insertTestUser(
  db: Kysely<Database>,
  fields: { email: string; password: string; pro?: number; saas?: number; company?: string | null },
): Promise<number> {
  const row = await db
    .insertInto("users")
    .values({
      email: fields.email,
      password_hash: await hashPassword(fields.password),
      lastname: "Tester",
      company: fields.company ?? null,
      pro: fields.pro ?? 0,
      saas: fields.saas ?? 0,
      status: "active",
      api_key: randomBytes(24).toString("base64url"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Logs in through the API and returns a caller bound to that session cookie. */
export async function loginAs(t: TTestApp, login: string, password: string, host = "localhost") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v4/login",
    payload: { login, password },
    headers: { host },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = sessionCookieOf(response) ?? "";
  const user = response.json().user as { id: number };
  const call = (
    method: "GET" | "POST",
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v4${url}`,
      ...(payload === undefined ? {} : { payload }),
      cookies: { PHPSESSID: token },
      headers: { host, "accept-language": "en", ...headers },
    });
  return {
    token,
    id: user.id,
    post: (url: string, payload: object = {}, headers?: Record<string, string>) =>
      call("POST", url, payload, headers),
    get: (url: string) => call("GET", url),
  };
}
