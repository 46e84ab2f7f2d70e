import { Writable } from "node:stream";
import { loginEndpoint, loginTokenEndpoint, sessionEndpoint } from "@ship/contracts";
import { createTestDatabase } from "@ship/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, loggerOptions } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createContext } from "../create-context.ts";
import { loginAs } from "../features/settings/settings-test-helpers.ts";
import { seedDemoUsers } from "../seed/demo-users.ts";
import { call } from "../testing/call.ts";
import { loginAs as loginCookie } from "../testing/login.ts";
import { createTestApp } from "../testing/test-app.ts";

// Security issue 10, points 1, 2, 4 and 7 (decisions 023 and 024).
type TTestApp = Awaited<ReturnType<typeof createTestApp>>;
const DEMO = { email: "demo@shipcompare.test", password: "demo-perso-1" };
const PRO = { email: "pro@shipcompare.test", password: "demo-pro-1" };

let dev: TTestApp;
beforeAll(async () => {
  dev = await createTestApp({ NODE_ENV: "development", PORT: "8080" });
});
afterAll(() => dev.close());

/** The stored e-mails to one address, read from this machine as a developer would. */
async function mailTexts(t: TTestApp, to: string): Promise<string[]> {
  const response = await t.app.inject({ method: "GET", url: `/dev/mailbox?format=json&to=${to}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { text: string }[]).map((mail) => mail.text);
}

describe("the development mailbox (point 1)", () => {
  const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
    dev.app.inject({ method: "GET", url: "/dev/mailbox?format=json", remoteAddress, headers });

  it("answers this machine's own clients", async () => {
    expect((await open("127.0.0.1")).statusCode).toBe(200);
    expect((await open("::1", { host: "[::1]:8080" })).statusCode).toBe(200);
  });

  it("is absent for anyone else: another address, a proxied request, a foreign Host (DNS rebinding)", async () => {
    for (const [address, headers] of [
      ["10.0.0.5", {}],
      ["192.168.1.20", { host: "localhost:8080" }],
      ["127.0.0.1", { "x-forwarded-for": "203.0.113.9" }],
      ["127.0.0.1", { forwarded: "for=203.0.113.9" }],
      ["127.0.0.1", { host: "attacker.example" }],
    ] as const) {
      const response = await open(address, headers);
      expect(response.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errors: [{ code: "not_found" }] });
    }
  });

  it("serves every client only when asked explicitly, and never in production", async () => {
    const asked = await createTestApp({ NODE_ENV: "development", DEV_MAILBOX: "true" });
    try {
      const response = await asked.app.inject({
        method: "GET",
        url: "/dev/mailbox",
        remoteAddress: "10.0.0.5",
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await asked.close();
    }
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://ship.example" };
    expect(() => loadConfig({ ...production, DEV_MAILBOX: "true" })).toThrow(
      /DEV_MAILBOX: the development mailbox is never served in production/,
    );
    expect(loadConfig(production).mail.devMailbox).toBe("off");
  });
});

describe("the start-up warning about development defaults (point 1)", async () => {
  const { developmentDefaultsWarning } = await import("../config.ts");

  it("names demo accounts, mailbox and public payment secrets on a reachable address", () => {
    const warning = developmentDefaultsWarning(loadConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }));
    expect(warning).toMatch(/demo accounts/);
    expect(warning).toMatch(/mailbox/);
    expect(warning).toMatch(/public payment secrets/);
    expect(warning).toMatch(/production checklist/);
  });

  it("stays quiet on loopback and in production", () => {
    expect(
      developmentDefaultsWarning(loadConfig({ NODE_ENV: "development", HOST: "127.0.0.1" })),
    ).toBeUndefined();
    expect(developmentDefaultsWarning(loadConfig({ NODE_ENV: "development", HOST: "::1" }))).toBeUndefined();
    const production = loadConfig({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://ship.example",
    });
    expect(developmentDefaultsWarning(production)).toBeUndefined();
  });
});

describe("links in e-mails never come from a forged header (point 2)", () => {
  it("a forged Host or X-Forwarded-Host does not reach the reset link", async () => {
    const proxied = await createTestApp({ NODE_ENV: "development", PORT: "8080", TRUST_PROXY: "true" });
    try {
      for (const [t, headers] of [
        [dev, { host: "attacker.example" }],
        [dev, { host: "attacker.example:8080", "x-forwarded-host": "attacker.example" }],
        [proxied, { host: "localhost:8080", "x-forwarded-host": "attacker.example" }],
      ] as const) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/v4/lost-password?lang=en",
          payload: { email: DEMO.email },
          headers,
        });
        expect(response.statusCode).toBe(200);
        const [text] = await mailTexts(t, DEMO.email);
        expect(text).toMatch(/http:\/\/localhost:8080\/#\/\w\w\/reset-password\//);
        expect(text).not.toContain("attacker");
      }
    } finally {
      await proxied.close();
    }
  });

  it("a brand's own host name is kept (white label), and PUBLIC_URL wins over everything", async () => {
    await dev.app.inject({
      method: "POST",
      url: "/api/v4/lost-password?lang=en",
      payload: { email: DEMO.email },
      headers: { host: "restricted.localhost:8080" },
    });
    expect((await mailTexts(dev, DEMO.email))[0]).toContain(
      "http://restricted.localhost:8080/#/fr/reset-password/",
    );

    const pinned = await createTestApp({ PUBLIC_URL: "https://ship.example/" });
    try {
      await pinned.app.inject({
        method: "POST",
        url: "/api/v4/lost-password?lang=en",
        payload: { email: DEMO.email },
        headers: { host: "restricted.localhost" },
      });
      expect((await mailTexts(pinned, DEMO.email))[0]).toContain("https://ship.example/#/fr/reset-password/");
    } finally {
      await pinned.close();
    }
  });

  it("the sub-account invitation link ignores a forged Host too", async () => {
    const parent = await loginAs(dev, PRO.email, PRO.password);
    const response = await parent.post(
      "/sub_account_add",
      { email: "invited.driver@example.com", fullname: "Invited Driver" },
      { host: "attacker.example" },
    );
    expect(response.statusCode).toBe(200);
    const [text] = await mailTexts(dev, "invited.driver@example.com");
    expect(text).toContain("http://localhost:8080/#/register-sub-account/");
    expect(text).not.toContain("attacker");
  });

  it("production refuses to start without PUBLIC_URL", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL: required in production/);
  });
});

describe("TRUST_PROXY (point 4)", () => {
  const wrongLogin = (t: TTestApp, n: number, remoteAddress: string, forwardedFor: string) =>
    call(
      t,
      loginEndpoint,
      { body: { login: `nobody-${n}@example.test`, password: "wrong-password" } },
      { lang: "en", remoteAddress, headers: { "x-forwarded-for": forwardedFor } },
    );

  it("ignores X-Forwarded-For sent from an address that is not a listed proxy", async () => {
    const t = await createTestApp({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16" });
    try {
      // 20 failures per address are free (login throttle); rotating the header must not reset that.
      const statuses: number[] = [];
      for (let n = 0; n < 22; n++) {
        statuses.push((await wrongLogin(t, n, "203.0.113.7", `198.51.100.${n}`)).statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);

      // Through a listed proxy, the forwarded client address counts: another client is not locked.
      expect((await wrongLogin(t, 99, "192.168.4.4", "198.51.100.200")).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("TRUST_PROXY=true is one hop: what a client wrote to the left of the proxy's entry is ignored", async () => {
    const t = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 22; n++) {
        // The proxy appends the address it saw (203.0.113.7) after the client's forged entries.
        statuses.push((await wrongLogin(t, n, "127.0.0.1", `198.51.100.${n}, 203.0.113.7`)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("accepts false, a hop count or addresses and CIDRs, and refuses anything else", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback,10.0.0.0/8,::1" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
    for (const bad of ["yes", "10.0.0.0/33", "proxy.example", "99"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("session tokens stay out of logs and bodies (point 7)", () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedDemoUsers(database.db);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(createContext(config, database.db), {
      logger: { ...(loggerOptions("info", false) as object), stream },
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it("no request log line holds the token of a path, a cookie or an SSO code", async () => {
    const token = await loginCookie({ app }, PRO.email, PRO.password);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cookies = { PHPSESSID: token };
    for (const url of [
      `/api/v4/login/${token}`,
      `/api/v4/settings/user/${token}?lang=en`,
      `/api/v4/unknown/${token}`,
      `/loginSSO?code=${token}&state=${token}`,
    ]) {
      await app.inject({
        method: url.includes("settings") ? "POST" : "GET",
        url,
        cookies,
        payload: url.includes("settings") ? {} : undefined,
      });
    }
    const logged = lines.join("");
    expect(logged).toContain("/api/v4/settings/user/[redacted]?lang=en");
    expect(logged).toContain("/api/v4/login/[redacted]");
    expect(logged).not.toContain(token);
  });

  it("login, its lookups and registration do not echo the token; the session lookup does", async () => {
    const login = await call({ app }, loginEndpoint, {
      body: { login: DEMO.email, password: DEMO.password },
    });
    expect(login.success()).not.toHaveProperty("token");
    const token = login.cookies.find((cookie) => cookie.name === "PHPSESSID")?.value ?? "";
    const lookup = await call({ app }, loginTokenEndpoint, { params: { token } });
    expect(lookup.success()).toMatchObject({ success: true, user: { email: DEMO.email } });
    expect(lookup.json()).not.toHaveProperty("token");
    // The spec's client builds /settings/user/{token} from the session lookup (decision 024).
    const session = await call({ app }, sessionEndpoint, {}, { cookie: token });
    expect(session.success()).toMatchObject({ token, login: true });
  });
});
