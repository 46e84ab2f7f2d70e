import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";

const personal = DEMO_USERS[0];
const professional = DEMO_USERS[1];
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/v4/login", payload: body as object, headers });

describe("sessions", () => {
  it("has no session without a cookie, then opens a visitor session with a 128-bit token", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/v4/session" });
    expect(none.json()).toEqual({ success: true, token: null, login: false, user: null });

    const created = await t.app.inject({ method: "POST", url: "/api/v4/session", payload: {} });
    expect(created.statusCode).toBe(200);
    const token = sessionCookieOf(created);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token ?? "", "base64url")).toHaveLength(16);
    const cookie = created.cookies[0];
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    const again = await t.app.inject({
      method: "POST",
      url: "/api/v4/session",
      payload: {},
      cookies: { PHPSESSID: token ?? "" },
    });
    expect(again.json().token).toBe(token);
    const lookup = await t.app.inject({
      method: "GET",
      url: "/api/v4/session",
      cookies: { PHPSESSID: token ?? "" },
    });
    expect(lookup.json()).toMatchObject({ token, login: false, user: null });
  });

  it("logs in with a new token (no fixation) and returns the user", async () => {
    const visitor =
      sessionCookieOf(await t.app.inject({ method: "POST", url: "/api/v4/session", payload: {} })) ?? "";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v4/login",
      payload: { login: professional.email.toUpperCase(), password: professional.password },
      cookies: { PHPSESSID: visitor },
    });
    expect(response.statusCode).toBe(200);
    const token = sessionCookieOf(response);
    expect(token).toBeDefined();
    expect(token).not.toBe(visitor);
    expect(response.json()).toMatchObject({
      success: true,
      user: { email: professional.email, lastname: "Durand", company: "Vignobles Durand", pro: 1 },
    });
    // The token travels in the HttpOnly cookie only (decision 024).
    expect(JSON.stringify(response.json())).not.toMatch(/password|api_key|token/);

    // The visitor token is dead; the new one names the user.
    const old = await t.app.inject({ method: "GET", url: "/api/v4/login", cookies: { PHPSESSID: visitor } });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({
      method: "GET",
      url: "/api/v4/login",
      cookies: { PHPSESSID: token ?? "" },
    });
    expect(current.json()).toMatchObject({ success: true, user: { email: professional.email } });
    const byToken = await t.app.inject({ method: "GET", url: `/api/v4/login/${token}` });
    expect(byToken.json()).toMatchObject({ success: true, user: { lastname: "Durand" } });
  });

  it("logout invalidates the session on the server, not only the cookie", async () => {
    const token = sessionCookieOf(await login({ login: personal.email, password: personal.password })) ?? "";
    const out = await t.app.inject({
      method: "POST",
      url: "/api/v4/logout",
      payload: {},
      cookies: { PHPSESSID: token },
    });
    expect(out.json()).toEqual({ success: true });
    expect(out.cookies.find((c) => c.name === "PHPSESSID")?.value).toBe("");
    const replay = await t.app.inject({ method: "GET", url: "/api/v4/login", cookies: { PHPSESSID: token } });
    expect(replay.statusCode).toBe(401);
    const byToken = await t.app.inject({ method: "GET", url: `/api/v4/login/${token}` });
    expect(byToken.statusCode).toBe(404);
  });

  it("answers a wrong password with the spec's message in the request's language", async () => {
    const en = await login({ login: personal.email, password: "wrong-1" }, { "accept-language": "en" });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({
      success: false,
      errors: [{ code: "auth.incorrect_login", message: "Incorrect login or password" }],
    });
    const fr = await login({ login: "nobody@example.com", password: "x" }, { "accept-language": "fr-FR" });
    expect(fr.json().errors[0].message).toBe("Identifiant ou mot de passe incorrect");
    const es = await t.app.inject({
      method: "POST",
      url: "/api/v4/login?lang=es",
      payload: { login: "nobody@example.com", password: "x" },
    });
    expect(es.json().errors[0].message).toBe("Usuario o contraseña incorrectos");
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
    expect(blocked.json().errors[0]).toMatchObject({ code: "auth.too_many_attempts" });
    expect(blocked.json().errors[0].message).toMatch(/wait \d+ seconds/);
  });
});
