import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

describe("my stores", () => {
  it("shows how to connect each store, and a test order arrives as an Open pre-order", async () => {
    const { cookie } = await registerOverHttp(baseUrl, uniqueEmail("merchant"));
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: cookie, url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/index`);
    // Logged in, the home page sends to the return screen (spec §4): wait for it before moving on.
    await page.waitForURL(/#\/en\/pre-order/);
    await page.getByRole("link", { name: "My stores" }).first().click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("My stores");

    // Each store's webhook address and secret, from the pre-order service started beside the API.
    const shopifyUrl = page.getByTestId("shopify-webhook-url");
    await expect.poll(() => shopifyUrl.inputValue()).toMatch(/\/webhooks\/shopify\/[A-Za-z0-9_-]{16,}$/);
    expect(await page.getByTestId("woocommerce-secret").inputValue()).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await page.getByTestId("generic-intake-url").inputValue()).toMatch(/\/api\/intake\/orders$/);
    expect(await page.getByText("No order has arrived yet.").isVisible()).toBe(true);

    await page.getByTestId("store-shopify").getByRole("button", { name: "Send a test order" }).click();
    await expect
      .poll(() => page.getByTestId("test-order-shopify-sent").textContent())
      .toMatch(/^Test order shopify-\d+ received/);
    const recent = page.getByTestId("recent-orders");
    await expect.poll(() => recent.getByRole("row").count()).toBe(2);
    const row = recent.getByRole("row").nth(1);
    expect(await row.textContent()).toContain("3 × Sample mug (test order)");
    expect(await row.getByText("Open").isVisible()).toBe(true);
    expect(await row.getByText("Shopify").isVisible()).toBe(true);

    // Rotating the secret shows a new one at once.
    const before = await page.getByTestId("shopify-secret").inputValue();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("store-shopify").getByRole("button", { name: "Rotate the secret" }).click();
    await expect.poll(() => page.getByTestId("shopify-secret").inputValue()).not.toBe(before);

    // Ten questions, each with its answer.
    await page
      .getByRole("button", { name: "What happens if the same order arrives twice or is changed?" })
      .click();
    await expect.poll(() => page.getByText("Nothing is duplicated").isVisible()).toBe(true);
    expect(await page.getByTestId("my-store-faq").getByRole("button").count()).toBe(10);

    await page.screenshot({ path: `${shots}/my-store.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
