import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("the app shell", () => {
  it("renders the home page in French by default, and in English and Spanish by URL", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/#\/fr\/index$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr");
    await expect.poll(() => page.getByTestId("top-bar").isVisible()).toBe(true);
    const frTitle = await page.getByTestId("page-title").textContent();

    await page.goto(`${baseUrl}/#/en/index`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).not.toBe(frTitle);
    const enTitle = await page.getByTestId("page-title").textContent();
    await expect.poll(() => page.getByRole("button", { name: "Log in" }).first().isVisible()).toBe(true);

    await page.goto(`${baseUrl}/#/es/index`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).not.toBe(enTitle);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("es");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("switches language with the picker, keeping the page", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${baseUrl}/#/fr/terms-of-sale`);
    const frTitle = await page.getByTestId("page-title").textContent();
    await page.getByTestId("language-picker").click();
    await page
      .getByRole("option", { name: "English" })
      .or(page.getByRole("menuitem", { name: "English" }))
      .click();
    await page.waitForURL(/#\/en\/terms-of-sale$/);
    await expect.poll(() => page.getByTestId("page-title").textContent()).not.toBe(frTitle);
    await context.close();
  });

  it("sends unknown routes and unknown languages to the index", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${baseUrl}/#/en/no-such-page`);
    await page.waitForURL(/#\/en\/index$/);
    await page.goto(`${baseUrl}/#/de/index`);
    await page.waitForURL(/#\/fr\/index$/);
    await context.close();
  });

  it("opens the spec's top-level card payment returns in the interface language", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await page.goto(`${baseUrl}/#/en/index`);
    await page.getByTestId("quote-form").waitFor();
    await page.goto(`${baseUrl}/#/order-payment-ko`);
    await page.waitForURL(/#\/en\/order-payment-ko$/);
    await page.getByTestId("return-to-payment").waitFor();
    await context.close();
  });

  it("redirects a page that needs login to the home page", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${baseUrl}/#/en/my-information`);
    await page.waitForURL(/#\/en\/index$/);
    await context.close();
  });
});
