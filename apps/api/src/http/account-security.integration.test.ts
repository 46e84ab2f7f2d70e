import { loginEndpoint, loginLookupEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailRepository } from "../features/mail/mail-repository.ts";
import { insertTestUser, loginAs } from "../features/settings/settings-test-helpers.ts";
import { DEMO_USERS } from "../seed/demo-users.ts";
import { call } from "../testing/call.ts";
import { openVisitorSession } from "../testing/login.ts";
import { createTestApp, sessionCookieOf } from "../testing/test-app.ts";

/**
 * Issue 5 security checks that the feature test files leave out: the cross-site guard on every
 * state-changing route, an account lock that holds against the right password, session fixation
 * at sub-account registration, and sub-account activation of users that are not the caller's.
 */
type TOperation = { method: string; path: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: TOperation[] = [];
const [personal, pro] = DEMO_USERS;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/v4/"))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    )
    .filter((op) => !["GET", "HEAD", "OPTIONS"].includes(op.method));
});
afterAll(() => t.close());

type TErrorBody = { errors: { code: string; message: string }[] };
const firstError = (response: { json: () => unknown }) => (response.json() as TErrorBody).errors[0];

const login = (body: { login: string; password: string }, remoteAddress: string, lang = "en") =>
  call(t, loginEndpoint, { body }, { remoteAddress, headers: { "accept-language": lang } });

const SERVER_TO_SERVER = ["/api/v4/payment/notify/sandbox", "/api/v4/payment/notify/stripe"];

describe("cross-site requests (decisions 003, 022)", () => {
  it("refuses every state-changing route from another site, even with a live session", async () => {
    const user = await loginAs(t, pro.email, pro.password);
    const stateChanging = operations.map((op) => op.path);
    for (const route of [
      "/api/v4/logout",
      "/api/v4/register",
      "/api/v4/reset-password",
      "/api/v4/settings/updateUser/{token}",
      "/api/v4/sub_account_add",
      "/api/v4/sub_account_activate",
      "/api/v4/login/sso/izberg/redirect",
    ]) {
      expect(stateChanging).toContain(route);
    }
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const op of operations) {
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === "token" ? user.token : name === "carrier" ? "ups" : String(user.id),
      );
      for (const headers of foreign) {
        const response = await t.app.inject({
          method: op.method as "POST",
          url,
          payload: {},
          cookies: { PHPSESSID: user.token },
          headers: { host: "localhost", ...headers },
        });
        const label = `${op.method} ${op.path} ${JSON.stringify(headers)}`;
        if (SERVER_TO_SERVER.includes(op.path)) {
          // Exempt by name (decision 022): the provider's signature authenticates these, not the origin.
          expect(firstError(response)?.code, label).not.toBe("request.cross_site");
          continue;
        }
        expect(response.statusCode, label).toBe(403);
        expect(firstError(response)?.code, label).toBe("request.cross_site");
      }
    }
    // The refused logout left the session alive: nothing was done on the user's behalf.
    const session = await call(t, loginLookupEndpoint, {}, { cookie: user.token });
    expect(session.success().user).toMatchObject({ email: pro.email });
  });
});

describe("login throttling", () => {
  it("locks a real account after repeated wrong passwords, the right one included, with a clear message", async () => {
    const email = "throttled@example.test";
    await insertTestUser(t.db, { email, password: "right-pass-1" });
    for (let i = 0; i < 5; i++) {
      const wrong = await login({ login: email, password: `wrong-${i}` }, "10.5.0.1");
      expect(wrong.statusCode, `attempt ${i + 1}`).toBe(401);
      expect(firstError(wrong)?.code).toBe("auth.incorrect_login");
    }
    // From another address too: the lock is on the account, not only on the address.
    const right = await login({ login: email, password: "right-pass-1" }, "10.5.0.2");
    expect(right.statusCode).toBe(429);
    expect(sessionCookieOf(right)).toBeUndefined();
    const seconds = Number(right.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(firstError(right)?.message).toBe(
      `Too many failed attempts. Please wait ${seconds} seconds before trying again.`,
    );
    const fr = await login({ login: email, password: "right-pass-1" }, "10.5.0.2", "fr");
    expect(firstError(fr)?.code).toBe("auth.too_many_attempts");
    expect(firstError(fr)?.message).not.toBe(firstError(right)?.message);

    // Other accounts are not affected.
    expect((await login({ login: personal.email, password: personal.password }, "10.5.0.2")).statusCode).toBe(
      200,
    );

    // Once the lock has run out, the right password works again.
    await t.db
      .updateTable("login_attempts")
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where("key", "=", `account:${email}`)
      .execute();
    const after = await login({ login: email, password: "right-pass-1" }, "10.5.0.2");
    expect(after.statusCode).toBe(200);
    expect(sessionCookieOf(after)).toBeDefined();
  });
  it.each([10, 20])(
    "checks at most 5 passwords of one account whatever the concurrency (%i at once)",
    async (parallel) => {
      const email = `parallel-${parallel}@example.test`;
      await insertTestUser(t.db, { email, password: "right-pass-1" });
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) =>
          login({ login: email, password: `wrong-${i}` }, `10.6.${parallel}.${i}`),
        ),
      );
      const checked = answers.filter((answer) => answer.statusCode === 401).length;
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(checked).toBe(5);
      expect(refused).toHaveLength(parallel - 5);
      for (const answer of refused) {
        expect(firstError(answer)?.code).toBe("auth.too_many_attempts");
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      }
    },
  );

  it("checks at most 20 passwords from one address whatever the concurrency", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ login: `spray-${i}@example.test`, password: "wrong" }, "10.7.0.1"),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
  });

  it("does not count a successful login against its address", async () => {
    for (let i = 0; i < 19; i++) {
      await login({ login: `miss-${i}@example.test`, password: "wrong" }, "10.8.0.1");
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (await login({ login: personal.email, password: personal.password }, "10.8.0.1")).statusCode,
      ).toBe(200);
    }
    expect((await login({ login: "miss-last@example.test", password: "wrong" }, "10.8.0.1")).statusCode).toBe(
      401,
    );
    expect((await login({ login: personal.email, password: personal.password }, "10.8.0.1")).statusCode).toBe(
      429,
    );
  });
});

describe("sub-accounts: sessions and ownership", () => {
  async function invitationToken(email: string): Promise<string> {
    const mails = await createMailRepository(t.db).list({ to: email, limit: 1 });
    const token = mails[0]?.text.match(/#\/register-sub-account\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no invitation for ${email}`);
    return token;
  }

  it("logs a registering sub-account in with a new session token, never the one it arrived with", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    await parent.post("/sub_account_add", { email: "fixation@example.test", fullname: "Fix Ation" });
    const planted = await openVisitorSession(t);
    const done = await t.app.inject({
      method: "POST",
      url: "/api/v4/sub_account_register",
      payload: {
        token: await invitationToken("fixation@example.test"),
        password: "secret-1",
        passwordCompr: "secret-1",
      },
      cookies: { PHPSESSID: planted },
    });
    expect(done.statusCode).toBe(200);
    const issued = sessionCookieOf(done);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    const plantedNow = await call(t, loginLookupEndpoint, {}, { cookie: planted });
    expect(plantedNow.statusCode).toBe(401);
  });

  it("answers 404 for a user who is not one of the caller's sub-accounts, and changes nothing", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    const someone = await insertTestUser(t.db, { email: "bystander@example.test", password: "secret-1" });
    for (const userId of [someone, parent.id, 999_999]) {
      const response = await parent.post("/sub_account_activate", { user_id: userId, activation: 0 });
      expect(response.statusCode, String(userId)).toBe(404);
      expect(firstError(response)?.code).toBe("not_found");
    }
    // The bystander and the parent can still log in.
    await expect(loginAs(t, "bystander@example.test", "secret-1")).resolves.toBeDefined();
    await expect(loginAs(t, pro.email, pro.password)).resolves.toBeDefined();
  });

  it("does not let a sub-account manage its siblings", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    const emails = ["sibling-a@example.test", "sibling-b@example.test"];
    const ids: number[] = [];
    for (const email of emails) {
      const added = await parent.post("/sub_account_add", { email, fullname: email });
      ids.push(added.json().data.id);
      await t.app.inject({
        method: "POST",
        url: "/api/v4/sub_account_register",
        payload: { token: await invitationToken(email), password: "secret-1", passwordCompr: "secret-1" },
      });
    }
    const siblingA = await loginAs(t, emails[0] ?? "", "secret-1");
    const response = await siblingA.post("/sub_account_activate", { user_id: ids[1], activation: 0 });
    expect(response.statusCode).toBe(403);
    expect(firstError(response)?.code).toBe("permission.pro_only");
    await expect(loginAs(t, emails[1] ?? "", "secret-1")).resolves.toBeDefined();
  });
});
