/// <reference lib="dom" />
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalOidcProvider } from "../../../apps/api/src/features/sso/local-oidc-provider.ts";
import { launchBrowser, newPage, pageErrors } from "../src/browser.ts";
import { API_FROM_SOURCES, ownApi, type TOwnApi } from "../src/own-api.ts";

/**
 * Marketplace single sign-on in a browser: a real OpenID Connect provider on this machine
 * (oidc-provider with its development login and consent screens) and an API of this test's own,
 * configured to use it (the shared app of the other browser tests has no SSO settings).
 */
const port = 19_000 + Math.floor(Math.random() * 900);
const ownUrl = `http://localhost:${port}`;
const CLIENT_ID = "shipcompare-e2e";
const CLIENT_SECRET = "e2e-secret";
let browser: Browser;
let oidc: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let api: TOwnApi | undefined;

beforeAll(async () => {
  // The web app sends `${origin}/loginSSO`: the provider and the API both allow exactly that URI.
  oidc = await startLocalOidcProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [`${ownUrl}/loginSSO`],
  });
  api = ownApi({
    name: "e2e-sso",
    port,
    args: API_FROM_SOURCES,
    env: {
      SSO_ISSUER_URL: oidc.issuer,
      SSO_CLIENT_ID: CLIENT_ID,
      SSO_CLIENT_SECRET: CLIENT_SECRET,
      SSO_REDIRECT_URIS: `${ownUrl}/loginSSO`,
    },
    startTimeoutMs: 150_000,
  });
  await api.start();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await oidc?.close();
});

/** The login modal of the top bar (its SSO button under the form), then the provider's sign-in screen. */
async function openProviderLogin(page: Page) {
  await page.goto(`${ownUrl}/#/en/index`);
  await page.getByTestId("top-bar").getByRole("button", { name: "Log in" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Log in with the marketplace" }).click();
  await page.waitForURL((url) => url.href.startsWith(`${oidc.issuer}/interaction/`));
  await expect.poll(() => page.getByRole("heading", { name: "Sign-in" }).isVisible()).toBe(true);
}

describe("single sign-on with the marketplace", () => {
  it("signs in at the provider, consents and comes back logged in", async () => {
    const { page, context } = await newPage(browser, { locale: "en-GB" });
    await openProviderLogin(page);
    await page.getByPlaceholder("Enter any login").fill("claire");
    await page.getByPlaceholder("and password").fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Authorize" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Continue" }).click();

    // Back through /loginSSO: the app finishes the sign-on and shows the provider's user.
    await page.waitForURL((url) => url.href.startsWith(ownUrl));
    await expect.poll(() => page.getByTestId("user-menu").textContent()).toContain("Buyer claire");
    // The user menu can show the user a moment before the app leaves the /loginSSO route.
    await expect.poll(() => page.url()).not.toContain("loginSSO");
    const session = await page.evaluate(async () => (await fetch("/api/v4/session")).json());
    expect(session).toMatchObject({ login: true, user: { email: "claire@market.test", pro: 0 } });
    expect(pageErrors(page)).toEqual([]);

    // A second sign-on (the provider remembers the login and the consent) finds the same account.
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect.poll(() => page.getByTestId("user-menu").count()).toBe(0);
    await page.goto(`${ownUrl}/#/en/register`);
    await page.getByRole("button", { name: "Log in with the marketplace" }).click();
    await expect.poll(() => page.getByTestId("user-menu").textContent()).toContain("Buyer claire");
    const again = await page.evaluate(async () => (await fetch("/api/v4/session")).json());
    expect(again.user.id).toBe(session.user.id);
    await context.close();
  });

  it("shows the provider's refusal in the failed single sign-on modal", async () => {
    const { page, context } = await newPage(browser, { locale: "en-GB" });
    await openProviderLogin(page);
    await page.getByRole("link", { name: "[ Cancel ]" }).click();

    await page.waitForURL((url) => url.href.startsWith(ownUrl));
    const modal = page.getByTestId("failed-sso-modal");
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await modal.getByRole("heading").textContent()).toBe("Single sign-on failed");
    expect(await modal.getByRole("alert").textContent()).toBe(
      "Single sign-on failed: End-User aborted interaction",
    );
    await modal.getByRole("button", { name: "Close" }).last().click();
    await expect.poll(() => page.url()).toBe(`${ownUrl}/#/en/index`);
    expect(await page.getByTestId("user-menu").count()).toBe(0);
    await context.close();
  });

  it("refuses an answer whose state was tampered with, in the user's language", async () => {
    const { page, context } = await newPage(browser, { locale: "fr-FR" });
    await page.goto(`${ownUrl}/#/fr/register`);
    await page.getByRole("button", { name: "Se connecter avec la place de marché" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${oidc.issuer}/interaction/`));
    await page.getByPlaceholder("Enter any login").fill("mallory");
    await page.getByPlaceholder("and password").fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();

    // Hold back the app's call with the provider's answer, then replay that answer with another state.
    let answer: Record<string, string> = {};
    await page.route("**/api/v4/login/sso/izberg/callback", (route) => {
      answer = route.request().postDataJSON();
      return route.abort();
    });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => answer.code ?? "").not.toBe("");
    expect(answer.state).toBeTruthy();
    await page.unrouteAll();
    const tampered = new URL(`${ownUrl}/loginSSO`);
    for (const [key, value] of Object.entries({ ...answer, state: "tampered" })) {
      tampered.searchParams.set(key, value);
    }
    await page.goto(tampered.href);

    const modal = page.getByTestId("failed-sso-modal");
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await modal.getByRole("heading").textContent()).toBe("Échec de la connexion unique");
    expect(await modal.getByRole("alert").textContent()).toMatch(/^La connexion unique a échoué\u00a0: .+/);
    expect(await page.getByTestId("user-menu").count()).toBe(0);
    const session = await page.evaluate(async () => (await fetch("/api/v4/session")).json());
    expect(session.login).toBe(false);
    await context.close();
  });
});
