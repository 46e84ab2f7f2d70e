import { randomBytes } from "node:crypto";
import type { TAnyEndpoint, TEndpointInput } from "@ship/contracts";
import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import { call } from "../../testing/call.ts";
import type { TTestApp } from "../../testing/journey.ts";
import { sessionCookieOf } from "../../testing/test-app.ts";
import { hashPassword } from "../session/password.ts";

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

/**
 * Logs in through the API and returns a caller bound to that session cookie, its host and English:
 * `call` for an endpoint that has a descriptor (decision 027), `post` and `get` for the others.
 */
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
  const headersOf = (headers: Record<string, string> = {}) => ({
    host,
    "accept-language": "en",
    ...headers,
  });
  const inject = (
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
      headers: headersOf(headers),
    });
  return {
    token,
    id: user.id,
    call: <E extends TAnyEndpoint>(endpoint: E, input: TEndpointInput<E>, headers?: Record<string, string>) =>
      call(t, endpoint, input, { cookie: token, headers: headersOf(headers) }),
    post: (url: string, payload: object = {}, headers?: Record<string, string>) =>
      inject("POST", url, payload, headers),
    get: (url: string) => inject("GET", url),
  };
}

/** A complete UPS set of own-carrier credentials (spec §5: 7 fields) with this contract discount. */
export function completeUpsCredentials(discount: string) {
  return {
    username: "ups-user",
    password: "ups-secret-password",
    licence_number: "LIC-998877",
    account_number: "A1B2C3",
    country: "FR",
    postcode: "33000",
    city: "Bordeaux",
    discount,
  };
}
