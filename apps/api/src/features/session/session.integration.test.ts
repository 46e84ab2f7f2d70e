import {
  loginEndpoint,
  loginLookupEndpoint,
  loginTokenEndpoint,
  logoutEndpoint,
  sessionCreateEndpoint,
  sessionEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { call } from "../../testing/call.ts";
import { loginAs, openVisitorSession } from "../../testing/login.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

const personal = DEMO_USERS[0];
const professional = DEMO_USERS[1];
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: { login: string; password: string }, headers: Record<string, string> = {}) =>
  call(t, loginEndpoint, { body }, { headers });

describe("sessions", () => {
  it("has no session without a cookie, then opens a visitor session with a 128-bit token", async () => {
    const none = await call(t, sessionEndpoint, {});
    expect(none.success()).toEqual({ success: true, token: null, login: false, user: null });

    const created = await call(t, sessionCreateEndpoint, { body: {} });
    expect(created.statusCode).toBe(200);
    const token = sessionCookieOf(created);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token ?? "", "base64url")).toHaveLength(16);
    const cookie = created.cookies[0];
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    const again = await call(t, sessionCreateEndpoint, { body: {} }, { cookie: token ?? "" });
    expect(again.success().token).toBe(token);
    const lookup = await call(t, sessionEndpoint, {}, { cookie: token ?? "" });
    expect(lookup.success()).toMatchObject({ token, login: false, user: null });
  });

  it("logs in with a new token (no fixation) and returns the user", async () => {
    const visitor = await openVisitorSession(t);
    const response = await call(
      t,
      loginEndpoint,
      { body: { login: professional.email.toUpperCase(), password: professional.password } },
      { cookie: visitor },
    );
    expect(response.statusCode).toBe(200);
    const token = sessionCookieOf(response);
    expect(token).toBeDefined();
    expect(token).not.toBe(visitor);
    expect(response.success()).toMatchObject({
      success: true,
      user: { email: professional.email, lastname: "Durand", company: "Vignobles Durand", pro: 1 },
    });
    // The token travels in the HttpOnly cookie only (decision 024).
    expect(JSON.stringify(response.json())).not.toMatch(/password|api_key|token/);

    // The visitor token is dead; the new one names the user.
    const old = await call(t, loginLookupEndpoint, {}, { cookie: visitor });
    expect(old.statusCode).toBe(401);
    const current = await call(t, loginLookupEndpoint, {}, { cookie: token ?? "" });
    expect(current.success()).toMatchObject({ success: true, user: { email: professional.email } });
    const byToken = await call(t, loginTokenEndpoint, { params: { token: token ?? "" } });
    expect(byToken.success()).toMatchObject({ success: true, user: { lastname: "Durand" } });
  });

  it("logout invalidates the session on the server, not only the cookie", async () => {
    const token = await loginAs(t, personal.email, personal.password);
    const out = await call(t, logoutEndpoint, { body: {} }, { cookie: token });
    expect(out.success()).toEqual({ success: true });
    expect(out.cookies.find((c) => c.name === "PHPSESSID")?.value).toBe("");
    const replay = await call(t, loginLookupEndpoint, {}, { cookie: token });
    expect(replay.statusCode).toBe(401);
    const byToken = await call(t, loginTokenEndpoint, { params: { token } });
    expect(byToken.statusCode).toBe(404);
  });

  it("answers a wrong password with the spec's message in the request's language", async () => {
    const en = await login({ login: personal.email, password: "wrong-1" }, { "accept-language": "en" });
    expect(en.statusCode).toBe(401);
    expect(en.failure()).toMatchObject({
      success: false,
      errors: [{ code: "auth.incorrect_login", message: "Incorrect login or password" }],
    });
    const fr = await login({ login: "nobody@example.com", password: "x" }, { "accept-language": "fr-FR" });
    expect(fr.failure().errors[0]?.message).toBe("Identifiant ou mot de passe incorrect");
    const es = await call(
      t,
      loginEndpoint,
      { body: { login: "nobody@example.com", password: "x" } },
      { lang: "es" },
    );
    expect(es.failure().errors[0]?.message).toBe("Usuario o contraseña incorrectos");
    expect(sessionCookieOf(en)).toBeUndefined();
  });

  it("locks an account after repeated wrong passwords, even with the right one", async () => {
    const victim = "lock-test@example.com";
    for (let i = 0; i < 5; i++) {
      expect((await login({ login: victim, password: `bad-${i}` })).statusCode).toBe(401);
    }
    // The fifth failure locked the account: the sixth password is not checked.
    const blocked = await login({ login: victim, password: "bad-6" }, { "accept-language": "en" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect(blocked.failure().errors[0]).toMatchObject({ code: "auth.too_many_attempts" });
    expect(blocked.failure().errors[0]?.message).toMatch(/wait \d+ seconds/);
  });
});
