import { loginEndpoint, sessionCreateEndpoint } from "@ship/contracts";
import { call, type TCallOptions } from "./call.ts";
import type { TTestApp } from "./journey.ts";
import { sessionCookieOf } from "./test-app.ts";

/**
 * The tests' way in (decision 027): a session opened through the API's own endpoints, as a browser
 * opens it, so that a test never writes a session row or a login URL by hand.
 */

/** POST /login: the new session's cookie; throws, showing the answer, unless the login succeeds. */
export async function loginAs(
  t: Pick<TTestApp, "app">,
  login: string,
  password: string,
  options: TCallOptions = {},
): Promise<string> {
  const response = await call(t, loginEndpoint, { body: { login, password } }, options);
  response.success();
  return cookieOf(response, "POST /login");
}

/** POST /session without a cookie: a new visitor session's cookie. */
export async function openVisitorSession(
  t: Pick<TTestApp, "app">,
  options: TCallOptions = {},
): Promise<string> {
  const response = await call(t, sessionCreateEndpoint, { body: {} }, options);
  response.success();
  return cookieOf(response, "POST /session");
}

function cookieOf(response: { cookies: { name: string; value: string }[] }, what: string): string {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`${what} set no session cookie`);
  return cookie;
}
