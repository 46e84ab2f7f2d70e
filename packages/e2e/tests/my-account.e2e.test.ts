import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { apiClient, shipTwice } from "../src/demo-shipments.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("my account", () => {
  it("lists my shipments, newest first, sorts them, opens a waybill and cancels one", async () => {
    const api = apiClient();
    const [older, newer] = await shipTwice(api);
    const { page, context } = await newPage(browser());
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: api.cookie(), url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/my-account?onglet=0`);
    await expect.poll(() => page.getByRole("tab", { name: "My shipments" }).isVisible()).toBe(true);
    const rows = page.locator("[data-testid^=shipment-row-]");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(await rows.first().getAttribute("data-testid")).toBe(`shipment-row-${newer}`);

    // Sorted by date again, now the oldest first.
    await page.getByRole("button", { name: "Date" }).click();
    await expect.poll(() => rows.first().getAttribute("data-testid")).not.toBe(`shipment-row-${newer}`);

    // The waybill link is the API's document, for this session.
    const row = page.getByTestId(`shipment-row-${older}`);
    const href = await row.getByRole("link", { name: "Waybill" }).getAttribute("href");
    const waybill = await context.request.get(`${baseUrl}${href}`);
    expect(waybill.status()).toBe(200);
    expect((await waybill.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Cancel, after the confirmation the spec asks for.
    await row.getByTestId("cancel-shipment").click();
    await page.getByTestId("cancel-confirm").click();
    await expect.poll(() => page.getByText("Shipment Canceled").isVisible()).toBe(true);
    await expect.poll(() => row.getByText("Cancelled").isVisible()).toBe(true);
    await page.screenshot({ path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/my-account.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
