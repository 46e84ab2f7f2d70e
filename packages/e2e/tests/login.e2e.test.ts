/// <reference lib="dom" />
import { describe, expect, inject, it } from "vitest";
import { newPage, useBrowser } from "../src/browser.ts";
import { logInThroughModal } from "../src/pages/login-modal.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("login and logout", () => {
  it("logs the professional demo user in and out, clearing client state", async () => {
    const { page, context } = await newPage(browser());
    await logInThroughModal(page, baseUrl, { email: "pro@shipcompare.test", password: "demo-pro-1" });

    // The user menu shows the company, because it is set.
    await expect.poll(() => page.getByTestId("user-menu").textContent()).toContain("Vignobles Durand");
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "PHPSESSID");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // A page that needs login is now reachable.
    await page.goto(`${baseUrl}/#/en/my-information`);
    await expect.poll(() => page.getByText("pro@shipcompare.test").first().isVisible()).toBe(true);

    await page.evaluate(() => {
      for (const key of ["shipping", "shipment", "offers", "pre-order"]) localStorage.setItem(key, "{}");
    });
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect
      .poll(() => page.getByTestId("top-bar").getByRole("button", { name: "Log in" }).isVisible())
      .toBe(true);
    const left = await page.evaluate(() =>
      ["shipping", "shipment", "offers", "pre-order"].filter((key) => localStorage.getItem(key) !== null),
    );
    expect(left).toEqual([]);

    // The old session is dead on the server too.
    const response = await page.request.get(`${baseUrl}/api/v4/login`, {
      headers: { cookie: `PHPSESSID=${session?.value}` },
    });
    expect(response.status()).toBe(401);
    await context.close();
  });

  it("shows the user's last name when no company is set", async () => {
    const { page, context } = await newPage(browser());
    await logInThroughModal(page, baseUrl, { email: "demo@shipcompare.test", password: "demo-perso-1" });
    await expect.poll(() => page.getByTestId("user-menu").textContent()).toContain("Martin");
    await context.close();
  });

  it("opens the failed-login modal on a wrong password", async () => {
    const { page, context } = await newPage(browser());
    const wrong = { email: "demo@shipcompare.test", password: "wrong-password" };
    await logInThroughModal(page, baseUrl, { ...wrong, lang: "fr" });
    const failed = page.getByTestId("failed-login-modal");
    await expect.poll(() => failed.textContent()).toContain("Erreur de connexion");
    expect(await failed.textContent()).toContain("Identifiant ou mot de passe incorrect");

    await logInThroughModal(page, baseUrl, wrong);
    await expect
      .poll(() => page.getByTestId("failed-login-modal").textContent())
      .toContain("Incorrect login or password");
    await context.close();
  });
});
