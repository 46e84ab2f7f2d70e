/// <reference lib="dom" />
import type { APIRequestContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { logInThroughModal } from "../src/pages/login-modal.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const browser = useBrowser();

/** A form field by its label, whether or not the label carries the required asterisk. */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`);

const PRO = { email: "pro@shipcompare.test", password: "demo-pro-1" };

/** The registration link of the newest invitation mailed to an address (development mailbox). */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`${baseUrl}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  const mails = (await response.json()).data as { text: string }[];
  const link = mails[0]?.text.match(/https?:\/\/\S+#\/register-sub-account\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return link;
}

/** A fresh account made through the API: the pro demo user invites it, it registers. */
async function createAccount(request: APIRequestContext, email: string, password: string) {
  const headers = { "content-type": "application/json" };
  await request.post(`${baseUrl}/api/v4/login`, {
    data: { login: PRO.email, password: PRO.password },
    headers,
  });
  const added = await request.post(`${baseUrl}/api/v4/sub_account_add`, {
    data: { email, fullname: "Lemoine" },
    headers,
  });
  expect(added.status()).toBe(200);
  const token = (await invitationLink(request, email)).split("/").pop();
  const registered = await request.post(`${baseUrl}/api/v4/sub_account_register`, {
    data: { token, password, passwordCompr: password },
    headers,
  });
  expect((await registered.json()).status).toBe(1);
  await request.post(`${baseUrl}/api/v4/logout`, { data: {}, headers });
}

async function logIn(page: Page, origin: string, email: string, password: string) {
  await logInThroughModal(page, origin, { email, password });
  await expect.poll(() => page.getByTestId("user-menu").isVisible()).toBe(true);
}

async function openSection(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
}

describe("settings", () => {
  it("changes the e-mail and the password, with the toasts of spec §8", async () => {
    const { page, context } = await newPage(browser());
    await createAccount(context.request, "settings-e2e@example.test", "first-pass-1");
    await logIn(page, baseUrl, "settings-e2e@example.test", "first-pass-1");

    await page.goto(`${baseUrl}/#/en/settings`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Settings");
    await openSection(page, "Change e-mail");
    const email = page.getByRole("form", { name: "Change e-mail" });
    await email.getByLabel(field("New e-mail")).fill("settings-new@example.test");
    await email.getByLabel(field("Confirm the new e-mail")).fill("settings-other@example.test");
    await email.getByLabel(field("Current password")).fill("first-pass-1");
    await email.getByRole("button", { name: "Change e-mail" }).click();
    await expect.poll(() => email.getByText("The e-mail addresses do not match.").isVisible()).toBe(true);
    await email.getByLabel(field("Confirm the new e-mail")).fill("settings-new@example.test");
    await email.getByRole("button", { name: "Change e-mail" }).click();
    await expect.poll(() => page.getByText("Your e-mail address has been updated").isVisible()).toBe(true);

    await openSection(page, "Change password");
    const password = page.getByRole("form", { name: "Change password" });
    await password.getByLabel(field("Current password")).fill("wrong-pass-1");
    await password.getByLabel(field("New password")).fill("second-pass-2");
    await password.getByLabel(field("Confirm the new password")).fill("second-pass-2");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => password.getByText("Your current password is not correct.").isVisible())
      .toBe(true);
    await password.getByLabel(field("Current password")).fill("first-pass-1");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect.poll(() => page.getByText("Your password has been updated").isVisible()).toBe(true);

    // The new e-mail and password are the ones that log in now.
    const check = await context.request.post(`${baseUrl}/api/v4/login`, {
      data: { login: "settings-new@example.test", password: "second-pass-2" },
      headers: { "content-type": "application/json" },
    });
    expect(check.status()).toBe(200);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("prefills the quote form from the default shipment settings", async () => {
    const { page, context } = await newPage(browser());
    await createAccount(context.request, "defaults-e2e@example.test", "first-pass-1");
    await logIn(page, baseUrl, "defaults-e2e@example.test", "first-pass-1");
    const session = await (await context.request.get(`${baseUrl}/api/v4/session`)).json();
    const saved = await context.request.post(`${baseUrl}/api/v4/settings/updateShipment/${session.user.id}`, {
      data: { shipment_defaults: { shipment_type: 2, parcel_number: 2, parcel_weight: 7.5, parcel_x: 40 } },
      headers: { "content-type": "application/json", origin: baseUrl },
    });
    expect(saved.status()).toBe(200);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${baseUrl}/#/en/index`);
    await page.reload();
    await expect.poll(() => page.getByTestId("parcel-0-weight").inputValue()).toBe("7.5");
    expect(await page.getByTestId("parcel-0-number").inputValue()).toBe("2");
    expect(await page.getByTestId("parcel-0-x").inputValue()).toBe("40");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("saves the account address with the toast 'user infos'", async () => {
    const { page, context } = await newPage(browser());
    await createAccount(context.request, "address-e2e@example.test", "first-pass-1");
    await logIn(page, baseUrl, "address-e2e@example.test", "first-pass-1");
    await page.goto(`${baseUrl}/#/en/settings`);
    const form = page.getByRole("form", { name: "Account address" });
    // No address saved yet: the form starts from the account's name (issue 16: it was empty).
    await expect.poll(() => form.getByLabel(field("Last name")).inputValue()).toBe("Lemoine");
    await form.getByLabel(field("Last name")).fill("Lemoine");
    await form.getByLabel(field("Phone")).fill("+33611223344");
    await form.getByLabel(field("Address")).fill("3 rue des Chais");
    await form.getByLabel(field("Postcode")).fill("33000");
    await form.getByLabel(field("City")).fill("Bordeaux");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Your information has been updated").isVisible()).toBe(true);
    await context.close();
  });
});

describe("sub-accounts", () => {
  it("invites a sub-account, which registers from the e-mailed link and is logged in", async () => {
    const { page, context } = await newPage(browser());
    await logIn(page, baseUrl, PRO.email, PRO.password);
    await page.goto(`${baseUrl}/#/en/sub-account-management`);
    const form = page.getByRole("form", { name: "Invite a sub-account" });
    await form.getByLabel(field("E-mail")).fill("driver-e2e@example.test");
    await form.getByLabel(field("Last name")).fill("Garnier");
    await form.getByLabel(field("City")).fill("Lille");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await expect
      .poll(() => page.getByText("An invitation has been sent to driver-e2e@example.test").isVisible())
      .toBe(true);
    const row = page.getByTestId("sub-account-driver-e2e@example.test");
    await expect.poll(() => row.textContent()).toContain("Invitation sent");

    const link = await invitationLink(context.request, "driver-e2e@example.test");
    const invited = await newPage(browser());
    await invited.page.goto(link);
    await expect.poll(() => invited.page.url()).toMatch(/#\/(fr|en|es)\/register-sub-account\//);
    await invited.page.goto(invited.page.url().replace(/#\/\w\w\//, "#/en/"));
    const register = invited.page.getByRole("form", { name: "Create your sub-account" });
    await register.getByLabel(field("Password")).fill("driver-pass-1");
    await register.getByLabel(field("Confirm the password")).fill("driver-pass-1");
    await register.getByRole("button", { name: "Create my account" }).click();
    await expect.poll(() => invited.page.getByTestId("user-menu").textContent()).toContain("Garnier");
    await invited.context.close();

    await page.reload();
    await expect
      .poll(() => page.getByTestId("sub-account-driver-e2e@example.test").textContent())
      .not.toContain("Invitation sent");
    await page
      .getByTestId("sub-account-driver-e2e@example.test")
      .getByRole("button", { name: "Deactivate" })
      .click();
    await expect.poll(() => page.getByText("The sub-account has been deactivated").isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("restricted brand settings", () => {
  it("has no e-mail and password blocks", async () => {
    const origin = `http://restricted.localhost:${port}`;
    const { page, context } = await newPage(browser());
    await logIn(page, origin, "demo@shipcompare.test", "demo-perso-1");
    await page.goto(`${origin}/#/en/settings`);
    await expect.poll(() => page.getByTestId("settings-account").isVisible()).toBe(true);
    expect(await page.getByTestId("settings-shipment").count()).toBe(1);
    expect(await page.getByTestId("settings-email").count()).toBe(0);
    expect(await page.getByTestId("settings-password").count()).toBe(0);

    await logIn(page, baseUrl, "demo@shipcompare.test", "demo-perso-1");
    await page.goto(`${baseUrl}/#/en/settings`);
    await expect.poll(() => page.getByTestId("settings-email").isVisible()).toBe(true);
    expect(await page.getByTestId("settings-password").count()).toBe(1);
    await context.close();
  });
});
