import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { apiClient, PRO } from "../src/demo-shipments.ts";
import { compareOffers, fillParcel, MARSEILLE_1, PARIS_11, pickPlace } from "../src/pages/quote-form.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** A browser page logged in as the professional demo account (its API session cookie). */
async function loggedInPage() {
  const api = apiClient();
  const login = await api.call("POST", "/api/v4/login?lang=en", { login: PRO.email, password: PRO.password });
  expect(login.status).toBe(200);
  const { page, context } = await newPage(browser(), { width: 1280, height: 1000 });
  await context.addCookies([{ name: "PHPSESSID", value: api.cookie(), url: baseUrl }]);
  return { page, context };
}

describe("the rating form outside home (spec §2)", () => {
  it("opens my account's collapsible form, rates Paris to Marseille and comes back to it to remake the shipment", async () => {
    const { page, context } = await loggedInPage();
    const errors = pageErrors(page);
    await page.goto(`${baseUrl}/#/en/my-account`);
    const toggle = page.getByTestId("new-shipment-toggle");
    await expect.poll(() => toggle.isVisible()).toBe(true);
    // Closed by default, above the tabs.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByTestId("quote-form").isVisible()).toBe(false);
    await expect.poll(() => page.getByRole("tab", { name: "My shipments" }).isVisible()).toBe(true);

    await toggle.click();
    await expect.poll(() => page.getByTestId("quote-form").isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    // Home's own links (create account, 'what') are not part of it.
    expect(await page.getByRole("button", { name: "Create an account" }).count()).toBe(0);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/my-account-rating-form.png`,
      fullPage: true,
    });

    await pickPlace(page, "from", PARIS_11.postcode, PARIS_11.city);
    await pickPlace(page, "to", MARSEILLE_1.postcode, MARSEILLE_1.city);
    await fillParcel(page, 0);
    await compareOffers(page, { throughProgress: true });
    expect(await page.getByTestId("offer-row").count()).toBeGreaterThan(0);
    const recap = await page.getByTestId("shipment-recap").textContent();
    expect(recap).toContain("75011");
    expect(recap).toContain("13001");

    // Remaking the shipment returns to the origin screen (spec §4), the form open and prefilled.
    await page.getByTestId("remake-shipment").click();
    await page.waitForURL(/#\/en\/my-account$/);
    await expect.poll(() => page.getByTestId("quote-form").isVisible()).toBe(true);
    expect(await toggle.textContent()).toContain("Edit your shipment");
    expect(await page.getByTestId("from-place").inputValue()).toMatch(/75011/);
    expect(await page.getByTestId("parcel-0-weight").inputValue()).toBe("2");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the new-shipment page from the menu, its form open, in French too; a visitor is sent away", async () => {
    const { page, context } = await loggedInPage();
    const errors = pageErrors(page);
    await page.goto(`${baseUrl}/#/en/my-account`);
    await page.getByTestId("side-menu").getByRole("link", { name: "New shipment" }).click();
    await page.waitForURL(/#\/en\/new-shipment$/);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("New shipment");
    await expect.poll(() => page.getByTestId("quote-form").isVisible()).toBe(true);
    expect(await page.getByTestId("compare-offers").isVisible()).toBe(true);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/new-shipment.png`,
      fullPage: true,
    });

    await page.goto(`${baseUrl}/#/fr/new-shipment`);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Nouvel envoi");
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await newPage(browser());
    await visitor.page.goto(`${baseUrl}/#/en/new-shipment`);
    await expect.poll(() => visitor.page.url()).not.toMatch(/new-shipment/);
    await visitor.context.close();
  });
});
