import {
  subAccountActivateEndpoint,
  subAccountAddEndpoint,
  subAccountEndpoint,
  subAccountRegisterEmailEndpoint,
  subAccountRegisterEndpoint,
  type TSubAccountAddBody,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { createMailRepository } from "../mail/mail-repository.ts";
import { insertTestUser, loginAs } from "../settings/settings-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pro = DEMO_USERS[1];
type TErrorBody = { errors: { code: string; field?: string; message: string }[] };
const codes = (response: { json: () => TErrorBody }) => response.json().errors.map((error) => error.code);

/** The registration token of the newest invitation mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const mails = await createMailRepository(t.db).list({ to: email, limit: 1 });
  const match = mails[0]?.text.match(/#\/register-sub-account\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no invitation for ${email}`);
  return match[1];
}

const english = { "accept-language": "en" };
type TCaller = Awaited<ReturnType<typeof loginAs>>;
/** A logged-in caller's session, in English, as loginAs sends its own requests. */
const as = (caller: TCaller, headers: Record<string, string> = {}) => ({
  cookie: caller.token,
  headers: { ...english, ...headers },
});

const list = (caller: TCaller, page?: number) =>
  call(t, subAccountEndpoint, { body: page === undefined ? {} : { page } }, as(caller));
const invite = (caller: TCaller, body: TSubAccountAddBody, headers?: Record<string, string>) =>
  call(t, subAccountAddEndpoint, { body }, as(caller, headers));
const activate = (caller: TCaller, user_id: number, activation: 0 | 1) =>
  call(t, subAccountActivateEndpoint, { body: { user_id, activation } }, as(caller));
const invitation = (token: string) => call(t, subAccountRegisterEmailEndpoint, { body: { token } });
const register = (token: string, password: string, passwordCompr = password) =>
  call(t, subAccountRegisterEndpoint, { body: { token, password, passwordCompr } }, { headers: english });

describe("sub-accounts: permissions", () => {
  it("needs a logged-in professional account that is not itself a sub-account", async () => {
    const anonymous = await call(t, subAccountEndpoint, { body: {} });
    expect(anonymous.statusCode).toBe(401);
    const personal = await loginAs(t, DEMO_USERS[0].email, DEMO_USERS[0].password);
    const attempts = [
      [subAccountEndpoint.path, () => list(personal)],
      [subAccountAddEndpoint.path, () => invite(personal, { email: "a@example.com", fullname: "A" })],
      [subAccountActivateEndpoint.path, () => activate(personal, 1, 0)],
    ] as const;
    for (const [path, attempt] of attempts) {
      const response = await attempt();
      expect(response.statusCode, path).toBe(403);
      expect(codes(response)).toEqual(["permission.pro_only"]);
    }
  });

  it("refuses cross-site invitations", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    const response = await invite(
      parent,
      { email: "csrf@example.com", fullname: "C" },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(codes(response)).toEqual(["request.cross_site"]);
  });
});

describe("sub-accounts: invitation, registration, activation", () => {
  it("invites, registers with automatic login, deactivates and reactivates", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    const added = await invite(parent, {
      email: "Driver.One@example.com",
      fullname: "Driver One",
      company: "Vignobles Durand Nord",
      city: "Lille",
      country_id: 250,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      email: "Driver.One@example.com",
      fullname: "Driver One",
      country: "France",
      status: 1,
      registered: false,
    });
    const id = added.success().data.id;
    const mail = (await createMailRepository(t.db).list({ to: "driver.one@example.com", limit: 1 }))[0];
    expect(mail?.subject).toBe("You are invited to a ShipCompare account");
    expect(mail?.text).toContain("Vignobles Durand invites you");

    const token = await invitationToken("driver.one@example.com");
    const who = await invitation(token);
    expect(who.json().data).toEqual({
      email: "Driver.One@example.com",
      fullname: "Driver One",
      company: "Vignobles Durand Nord",
    });

    expect(codes(await register(token, "secret-1", "secret-2"))).toContain("settings.password_mismatch");
    expect(codes(await register(token, "abc"))).toEqual(["validation.too_short"]);
    const done = await register(token, "secret-1");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      status: 1,
      user: { email: "Driver.One@example.com", sub_account: 1, pro: 1 },
    });
    const cookie = sessionCookieOf(done) ?? "";
    const session = await t.app.inject({
      method: "GET",
      url: "/api/v4/session",
      cookies: { PHPSESSID: cookie },
    });
    expect(session.json()).toMatchObject({ login: true, user: { lastname: "Driver One", sub_account: 1 } });

    // The link works once.
    const again = await register(token, "secret-1");
    expect(again.statusCode).toBe(404);
    expect(codes(again)).toEqual(["sub_account.token_invalid"]);

    // A sub-account manages no sub-accounts of its own.
    const child = await loginAs(t, "driver.one@example.com", "secret-1");
    expect((await list(child)).statusCode).toBe(403);

    const rows = (await list(parent, 1)).success().rows;
    expect(rows).toContainEqual(expect.objectContaining({ id, registered: true, status: 1 }));

    const off = await activate(parent, id, 0);
    expect(off.json().data).toMatchObject({ id, status: 0 });
    // Its sessions ended and it cannot log in any more.
    expect((await child.get("/login")).statusCode).toBe(401);
    await expect(loginAs(t, "driver.one@example.com", "secret-1")).rejects.toThrow();

    const on = await activate(parent, id, 1);
    expect(on.json().data.status).toBe(1);
    await expect(loginAs(t, "driver.one@example.com", "secret-1")).resolves.toBeDefined();
  });

  it("does not log a deactivated invitation in after registration", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    const added = await invite(parent, { email: "paused@example.com", fullname: "Paused" });
    await activate(parent, added.success().data.id, 0);
    const done = await register(await invitationToken("paused@example.com"), "secret-1");
    expect(done.json()).toEqual({ success: true, status: 0, user: null });
    expect(sessionCookieOf(done)).toBeUndefined();
  });

  it("validates the invitation and refuses an address already in use", async () => {
    const parent = await loginAs(t, pro.email, pro.password);
    const cases: [TSubAccountAddBody, string, string][] = [
      [{ email: "not-an-email", fullname: "X" }, "email", "validation.invalid_email"],
      [{ email: `${"x".repeat(96)}@a.fr`, fullname: "X" }, "email", "validation.too_long"],
      [{ email: "x@example.com", fullname: "" }, "fullname", "validation.required"],
      [{ email: "x@example.com", fullname: "x".repeat(101) }, "fullname", "validation.too_long"],
      [{ email: "x@example.com", fullname: "X", company: "x".repeat(256) }, "company", "validation.too_long"],
      [{ email: "x@example.com", fullname: "X", country_id: 999 }, "country_id", "country.not_found"],
      [{ email: DEMO_USERS[0].email, fullname: "X" }, "email", "settings.email_taken"],
    ];
    for (const [body, field, code] of cases) {
      const response = await invite(parent, body);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const bad = await invitation("A".repeat(32));
    expect(bad.statusCode).toBe(404);
  });

  it("lists 10 a page, and another account gets 404 for someone else's sub-account", async () => {
    await insertTestUser(t.db, {
      email: "pro2@example.com",
      password: "secret-1",
      pro: 1,
      company: "Other SA",
    });
    const owner = await loginAs(t, "pro2@example.com", "secret-1");
    let firstId = 0;
    for (let i = 0; i < 12; i++) {
      const response = await invite(owner, { email: `team${i}@example.com`, fullname: `Team ${i}` });
      if (i === 0) firstId = response.success().data.id;
    }
    const page1 = (await list(owner)).success();
    expect(page1.total).toBe(12);
    expect(page1.rows).toHaveLength(10);
    const page2 = (await list(owner, 2)).success();
    expect(page2.rows).toHaveLength(2);

    const stranger = await loginAs(t, pro.email, pro.password);
    const response = await activate(stranger, firstId, 0);
    expect(response.statusCode).toBe(404);
    expect(codes(response)).toEqual(["not_found"]);
    const strangersList = (await list(stranger)).success().rows;
    expect(strangersList.map((row) => row.email)).not.toContain("team0@example.com");
  });
});
