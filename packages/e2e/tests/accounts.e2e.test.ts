/// <reference lib="dom" />
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fieldByLabel, newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { API_FROM_SOURCES, ownApi, repoRoot } from "../src/own-api.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function fillAccountBlock(page: Page, email: string, password: string) {
  await fieldByLabel(page, "E-mail").fill(email);
  await fieldByLabel(page, "Password").fill(password);
  await page.getByLabel("Confirm the password").fill(password);
  await page.getByLabel("Last name").first().fill("Moreau");
}

async function mailTo(url: string, email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const response = await fetch(`${url}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
      text = ((await response.json()) as { data: { text: string }[] }).data[0]?.text ?? "";
      return text.length;
    })
    .toBeGreaterThan(0);
  return text;
}

describe("registration", () => {
  it("opens a personal account and lands logged in", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const email = unique("perso");
    await page.goto(`${baseUrl}/#/en/register`);
    await page.getByRole("link", { name: "Personal account" }).click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Open a personal account");

    // The form checks as the API does: e-mail taken, passwords equal, terms.
    await fieldByLabel(page, "E-mail").fill("demo@shipcompare.test");
    await fieldByLabel(page, "Password").click();
    await expect.poll(() => page.getByText("User with such email already exists").isVisible()).toBe(true);
    await fillAccountBlock(page, email, "secret-1");
    await page.getByLabel("Confirm the password").fill("secret-2");
    await page.getByRole("button", { name: "Open my account" }).click();
    await expect
      .poll(() => page.getByText("The password and its confirmation are different.").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("You must accept the terms of sale.").isVisible()).toBe(true);

    await page.getByLabel("Confirm the password").fill("secret-1");
    await page.getByLabel("I accept the").check();
    await page.getByRole("button", { name: "Open my account" }).click();
    await expect.poll(() => page.getByTestId("user-menu").textContent()).toContain("Moreau");
    expect(page.url()).not.toContain("register");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("hides the personal button in the shipping-factory brand", async () => {
    const { page, context } = await newPage(browser());
    const port = new URL(baseUrl).port;
    await page.goto(`http://restricted.localhost:${port}/#/en/register`);
    await expect.poll(() => page.getByRole("link", { name: "Professional account" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Personal account" }).count()).toBe(0);
    await context.close();
  });
});

describe("lost password", () => {
  it("sends a single-use link through the mailbox and sets a new password", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await page.goto(`${baseUrl}/#/en/forgot-password`);
    await page.getByLabel("E-mail").fill("nobody@example.test");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => page.getByText("User not found").isVisible()).toBe(true);

    await page.getByLabel("E-mail").fill("demo@shipcompare.test");
    await page.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(() => page.getByTestId("lost-password-sent").textContent())
      .toBe("Your new password has been sent by mail");
    const mail = await mailTo(baseUrl, "demo@shipcompare.test");
    expect(mail).not.toContain("demo-perso-1");
    const link = /(http\S+reset-password\/\S+)/.exec(mail)?.[1] ?? "";
    // The e-mail and its link speak the account's language (French for the demo user).
    expect(link).toContain("/#/fr/reset-password/");

    await page.goto(link);
    await fieldByLabel(page, "Nouveau mot de passe").fill("demo-perso-1");
    await page.getByLabel("Confirmez le nouveau mot de passe").fill("demo-perso-1");
    await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect.poll(() => page.getByTestId("password-reset-done").isVisible()).toBe(true);

    // The link works once.
    await page.goto(`${baseUrl}/#/en/index`);
    await page.goto(link);
    await page.reload();
    await fieldByLabel(page, "Nouveau mot de passe").fill("other-pass-1");
    await page.getByLabel("Confirmez le nouveau mot de passe").fill("other-pass-1");
    await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect
      .poll(() => page.getByText("Ce lien n'est pas valide ou a expiré. Demandez-en un nouveau.").isVisible())
      .toBe(true);
    await context.close();
  });
});

/**
 * The team's activation command opens the database itself; the embedded database takes one
 * process at a time, so this test runs its own API on its own data directory and stops it
 * while the command runs.
 */
describe("professional account", () => {
  const api = ownApi({
    name: "e2e-accounts",
    port: 19_000 + Math.floor(Math.random() * 900),
    args: API_FROM_SOURCES,
  });
  const ownUrl = api.url;

  beforeAll(() => api.start());
  afterAll(() => api.close());

  it("registers, waits for the team's activation, then logs in", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const email = unique("pro");
    await page.goto(`${ownUrl}/#/en/register-form?pro=1`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Open a professional account");
    await fillAccountBlock(page, email, "secret-pro-1");
    await page.getByLabel("Merchant id").fill("M-42");
    await page.getByRole("combobox", { name: "Activity" }).click();
    await page.getByRole("option", { name: "Wine merchant" }).click();
    await page.getByLabel("Company").fill("Cave Moreau");
    await page.getByLabel("Phone").fill("05 56 00 00 01");
    await fieldByLabel(page, "Address").fill("1 rue du Port");
    await page.getByRole("combobox", { name: "Country" }).fill("Fran");
    await page.getByRole("option", { name: "France", exact: true }).click();
    await page.getByLabel("Postcode").fill("33000");
    await page.getByLabel("City").fill("Bordeaux");
    await page.getByLabel("Use another address for invoice").check();
    await expect.poll(() => page.getByTestId("invoice-address").isVisible()).toBe(true);
    await page.getByLabel("Use another address for invoice").uncheck();
    await page.getByLabel("I accept the").check();
    await page.getByRole("button", { name: "Open my account" }).click();
    await expect
      .poll(() => page.getByTestId("register-pending").textContent())
      .toBe("Thanks for registering, the team will contact you shortly.");

    await api.stop();
    const run = promisify(execFile);
    const cli = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "apps/api/src/cli/accounts.ts", ...args], {
        cwd: repoRoot,
        env: api.env(),
      });
    expect((await cli("pending")).stdout).toContain(`${email}\tCave Moreau\tMoreau`);
    expect((await cli("activate", email)).stdout).toContain(`Activated ${email}`);
    await api.start();

    const mail = await mailTo(ownUrl, email);
    expect(mail).toContain("activated your professional account");
    await page.goto(`${ownUrl}/#/en/login`);
    await fieldByLabel(page, "E-mail").fill(email);
    await page.getByLabel("Password").fill("secret-pro-1");
    await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByTestId("user-menu").textContent()).toContain("Cave Moreau");
    await context.close();
  });
});
