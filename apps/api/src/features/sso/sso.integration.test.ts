import { ssoCallbackEndpoint, ssoRedirectEndpoint, ssoStatusEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp, sessionCookieOf } from "../../testing/test-app.ts";
import { startLocalOidcProvider } from "./local-oidc-provider.ts";

const REDIRECT = "http://shop.test/loginSSO";
let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  oidc = await startLocalOidcProvider({
    clientId: "shipcompare",
    clientSecret: "s3cret",
    redirectUris: [REDIRECT],
  });
  t = await createTestApp({
    SSO_ISSUER_URL: oidc.issuer,
    SSO_CLIENT_ID: "shipcompare",
    SSO_CLIENT_SECRET: "s3cret",
    SSO_REDIRECT_URIS: REDIRECT,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

const redirect = (redirectUri: string, cookie?: string) =>
  call(t, ssoRedirectEndpoint, { body: { redirectUri } }, { cookie, lang: "en" });
// The query the provider sent back, as the web app forwards it (Object.fromEntries types it loosely).
const callback = (body: Record<string, string>, cookie?: string) =>
  call(t, ssoCallbackEndpoint, { body: body as { state: string } }, { cookie, lang: "en" });

async function startSignOn(cookie?: string) {
  const response = await redirect(REDIRECT, cookie);
  const url = new URL(response.success().url);
  return { url, cookie: sessionCookieOf(response) ?? cookie ?? "" };
}

const callbackBody = (back: URL) => Object.fromEntries(back.searchParams);

describe("single sign-on (OpenID Connect, local oidc-provider)", () => {
  it("signs a marketplace user in with PKCE, state and nonce, and keys them by issuer + subject", async () => {
    const { url, cookie } = await startSignOn();
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);

    const back = await oidc.signIn(url.href, "alice");
    expect(back.origin + back.pathname).toBe(REDIRECT);
    const done = await callback(callbackBody(back), cookie);
    expect(done.statusCode, done.body).toBe(200);
    const token = sessionCookieOf(done);
    expect(token).toBeDefined();
    expect(token).not.toBe(cookie);
    expect(done.json().user).toMatchObject({ email: "alice@market.test", lastname: "Buyer alice", pro: 0 });

    // The same callback cannot be replayed: the request was used.
    const replay = await callback(callbackBody(back), token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].code).toBe("sso.failed");

    // A second sign-on finds the same account by issuer + subject.
    const again = await startSignOn();
    const second = await callback(callbackBody(await oidc.signIn(again.url.href, "alice")), again.cookie);
    expect(second.json().user.id).toBe(done.json().user.id);
    const identities = await t.db.selectFrom("sso_identities").selectAll().execute();
    expect(identities).toMatchObject([{ issuer: oidc.issuer, subject: "alice" }]);
  });

  it("says whether single sign-on is configured", async () => {
    const status = await call(t, ssoStatusEndpoint, {});
    expect(status.success()).toEqual({ success: true, enabled: true });
  });

  it("refuses a redirect URI outside the allow-list", async () => {
    const response = await redirect("https://evil.test/loginSSO");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: "sso.redirect_not_allowed",
      field: "redirectUri",
    });
  });

  it("refuses a callback from another session, a forged state, and shows the provider's error", async () => {
    const { url, cookie } = await startSignOn();
    const back = await oidc.signIn(url.href, "bob");
    const other = await startSignOn();
    const stolen = await callback(callbackBody(back), other.cookie);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0].code).toBe("sso.failed");

    const forged = await callback({ ...callbackBody(back), state: "forged" }, cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].message).toMatch(/^Single sign-on failed: .+/);

    const again = await startSignOn();
    const denied = await callback(
      { state: "x", error: "access_denied", error_description: "The user refused" },
      again.cookie,
    );
    expect(denied.json().errors[0].message).toBe("Single sign-on failed: The user refused");
    expect(
      await t.db.selectFrom("sso_identities").select("subject").where("subject", "=", "bob").execute(),
    ).toEqual([]);
  });

  it("hands the provider's answer to the web app's #/loginSSO route", async () => {
    const response = await t.app.inject({ method: "GET", url: "/loginSSO?code=abc&state=def&other=x" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/#/loginSSO?code=abc&state=def");
  });

  it("answers sso.not_configured without an issuer", async () => {
    const bare = await createTestApp();
    const response = await call(bare, ssoRedirectEndpoint, { body: { redirectUri: REDIRECT } });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe("sso.not_configured");
    const status = await call(bare, ssoStatusEndpoint, {});
    expect(status.success().enabled).toBe(false);
    await bare.close();
  });
});
