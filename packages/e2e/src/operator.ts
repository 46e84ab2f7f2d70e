import { generateSync } from "otplib";
import type { Page } from "playwright-core";
import { fieldByLabel } from "./browser.ts";

/** The development seed's demo operator (README; apps/api/src/seed/demo-operator.ts). */
export const OPERATOR = {
  email: "admin@shipcompare.test",
  password: "demo-admin-1",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};

// A TOTP code is accepted once: a second login in the same 30-second step waits for the next one.
let lastStep = -1;
export async function freshCode(): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep = step;
  return generateSync({ secret: OPERATOR.totpSecret, epoch: Math.floor(Date.now() / 1000) });
}

/** The operator's browser, logged in to the console through its login form. */
export async function consoleLogin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/#/en/console`);
  await page.getByRole("heading", { name: "Operator login" }).waitFor();
  await fieldByLabel(page, "E-mail").fill(OPERATOR.email);
  await fieldByLabel(page, "Password").fill(OPERATOR.password);
  await fieldByLabel(page, "Authenticator code").fill(await freshCode());
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("navigation", { name: "Console sections" }).waitFor();
}
