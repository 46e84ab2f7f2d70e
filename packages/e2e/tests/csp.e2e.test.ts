/// <reference lib="dom" />
import type { Page, Response } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { consoleLogin } from "../src/operator.ts";
import { chooseOffer, fillOrderPage } from "../src/order-flow.ts";
import { MARSEILLE_1, PARIS_11, quoteRoute } from "../src/pages/quote-form.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const party = (name: string) => ({
  name,
  phone: "+33 6 12 34 56 78",
  email: "someone@example.com",
  address1: "12 rue de la Roquette",
});

/** The style-src of a document's Content-Security-Policy (the style directives, when several). */
function styleDirectives(response: Response | null): string[] {
  const policy = response?.headers()["content-security-policy"] ?? "";
  return policy.split(";").filter((directive) => directive.trim().startsWith("style-src"));
}

/** The page's style elements that carry no nonce (each one the policy would refuse). */
function stylesWithoutNonce(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("style"))
      .filter((style) => !style.nonce)
      .map((style) => style.outerHTML),
  );
}

// Decision 070: style-src has no 'unsafe-inline'; each HTML page allows its own style elements by
// its response's nonce, Mantine's included. A refused style shows as a console message only (the
// page may still look right), which pageErrors() collects.
describe("the Content-Security-Policy's styles", () => {
  it("lets the visitor's pages apply their styles: home, offers, order, payment and the card page", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const home = await page.goto(`${baseUrl}/#/en/index`);
    expect(styleDirectives(home).join(";")).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    await page.getByTestId("quote-form").waitFor();
    // Mantine's theme variables are written by the app, with the page's nonce.
    await expect.poll(() => page.locator("style[data-mantine-styles]").count()).toBeGreaterThan(0);
    expect(await stylesWithoutNonce(page)).toEqual([]);
    // A modal locks the page's scroll with a style element of react-remove-scroll's.
    await page.getByTestId("top-bar").getByRole("button", { name: "Log in" }).click();
    await page.getByRole("dialog").waitFor();
    const scrollLock = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("style")).some((style) =>
          style.textContent?.includes("--removed-body-scroll-bar-size"),
        ),
      );
    await expect.poll(scrollLock).toBe(true);
    expect(await stylesWithoutNonce(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await quoteRoute(page, baseUrl, PARIS_11, MARSEILLE_1);
    await chooseOffer(page, (row) => row.dropoff === "1" && row.collectionPoint === "0");
    expect(await stylesWithoutNonce(page)).toEqual([]);
    await fillOrderPage(page, {
      sender: party("Camille Martin"),
      recipient: party("Louis Bernard"),
      content: "Books",
    });
    await page.getByTestId("pay-by-card").click();
    await page.waitForURL(/\/sandbox-pay\//);
    // The sandbox provider's card page: its own style element, with its own response's nonce.
    const card = await page.reload();
    expect(styleDirectives(card).join(";")).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    await page.locator("#card_number").waitFor();
    expect(await page.locator("button.pay").evaluate((button) => getComputedStyle(button).color)).toBe(
      "rgb(255, 255, 255)",
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("lets my account and the operator console apply their styles", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const user = await registerOverHttp(baseUrl, uniqueEmail("csp"));
    await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);
    await page.goto(`${baseUrl}/#/en/my-account?onglet=0`);
    await expect.poll(() => page.getByRole("tab", { name: "My shipments" }).isVisible()).toBe(true);
    expect(await stylesWithoutNonce(page)).toEqual([]);
    // The console in a document of its own (index.html again, with a new nonce).
    await page.goto("about:blank");
    await consoleLogin(page, baseUrl);
    expect(await stylesWithoutNonce(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("lets the API's documentation and the development mailbox apply their styles", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await page.goto(`${baseUrl}/api/docs`);
    await page.locator(".swagger-ui .info .title").waitFor();
    await page.locator(".opblock").first().waitFor();
    await page.goto(`${baseUrl}/dev/mailbox`);
    await page.getByRole("heading", { name: "Development mailbox" }).waitFor();
    expect(await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)).toBe(
      "sans-serif",
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
