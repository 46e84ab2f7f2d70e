import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { callApi, collectionDate, fillAddress, prepareOrder } from "../src/order-flow.ts";
import { MARSEILLE_1, PARIS_11, quoteRoute } from "../src/pages/quote-form.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const shots = process.env.E2E_SCREENSHOT_DIR;
const browser = useBrowser();

const quoteParisMarseille = (page: Page) => quoteRoute(page, baseUrl, PARIS_11, MARSEILLE_1);

const continueButton = (page: Page) => page.getByTestId("order-continue");

describe("the order page (step 3)", () => {
  it("chooses an offer, fills the order page (voucher refused then accepted) and goes on to payment", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB", height: 900 });
    const checksRequested: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/order-form-schema-[^/]*\.js$/.test(request.url())) checksRequested.push(request.url());
    });
    await quoteParisMarseille(page);
    // Door delivery: a relay-point offer also asks for its point (the relay-point feature's block).
    const row = page.locator('[data-testid="offer-row"][data-collection-point="0"]').first();
    const service = await row.getAttribute("data-carrier");
    await row.getByTestId("choose-offer").click();
    await page.waitForURL(/#\/en\/order-order$/);
    await page.getByTestId("order-form").waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("shipping") ?? "null"));
    expect(stored).toMatchObject({ shipment_id: expect.any(String), order_id: expect.any(String) });
    expect(service).toBeTruthy();

    // The rated postcodes and cities are prefilled; steps 1-2 can be reopened, 4-5 cannot.
    expect(await page.getByTestId("ship_from-city").inputValue()).toBe("Paris");
    expect(await page.getByTestId("ship_to-city").inputValue()).toBe("Marseille");
    expect(await page.getByTestId("customs-block").count()).toBe(0);
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);
    // The form's checks (zod, the contract, the phone tables) load when the user acts, not with
    // the page (decision 068).
    await page.waitForLoadState("networkidle");
    expect(checksRequested).toEqual([]);

    await fillAddress(page, "ship_from", "Camille Martin", "+33 6 12 34 56 78");
    await expect.poll(() => checksRequested.length).toBe(1);
    await fillAddress(page, "ship_to", "Louis Durand", "+33 6 98 76 54 32");
    // Address lines 2 and 3 are added and removed one at a time.
    await page.getByTestId("ship_to-add-line").click();
    await page.getByTestId("ship_to-address2").fill("Bâtiment B");
    await page.getByTestId("ship_to-add-line").click();
    expect(await page.getByTestId("ship_to-add-line").count()).toBe(0);
    await page.getByTestId("ship_to-remove-line").click();
    expect(await page.getByTestId("ship_to-address3").count()).toBe(0);
    await page.getByTestId("content").fill("Books");

    // Notes: a counter, and never more than 30 characters.
    await page.getByTestId("notes").fill("Ring twice");
    await expect.poll(() => page.getByText("10 / 30 characters").isVisible()).toBe(true);
    await page.getByTestId("notes").fill("x".repeat(40));
    expect((await page.getByTestId("notes").inputValue()).length).toBe(30);
    await page.getByTestId("notes").fill("Ring twice");

    // The prohibited goods modal.
    await page.getByTestId("prohibited-goods-link").click();
    const modal = page.getByTestId("prohibited-goods-modal");
    await modal.waitFor();
    expect(await modal.getByText("Lithium batteries on their own (not inside a device)").isVisible()).toBe(
      true,
    );
    await page.getByTestId("prohibited-goods-close").click();
    await modal.waitFor({ state: "detached" });

    // Continue waits for both declarations.
    await page.getByTestId("hazardous").check();
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);
    await page.getByTestId("terms").check();
    // The terms link carries its words (an empty link is a trap for screen readers and keyboards).
    expect(await page.getByRole("link", { name: "terms of sale", exact: true }).getAttribute("href")).toMatch(
      /terms-of-sale$/,
    );
    await expect.poll(() => continueButton(page).isDisabled()).toBe(false);
    // A required field emptied locks Continue again until it is filled (the form's validity).
    await page.getByTestId("content").fill("");
    await expect.poll(() => continueButton(page).isDisabled()).toBe(true);
    // The field says so itself (its error comes from the form state's subscription, decision 067).
    await expect.poll(() => page.getByTestId("content").getAttribute("aria-invalid")).toBe("true");
    await page.getByTestId("content").fill("Books");
    await expect.poll(() => continueButton(page).isDisabled()).toBe(false);
    await expect.poll(() => page.getByTestId("content").getAttribute("aria-invalid")).toBeNull();

    // An unknown voucher: a clear error on the field and the red box; the page stays.
    await page.getByTestId("voucher").fill("NOPE");
    await continueButton(page).click();
    const invalid = "This voucher code is not valid.";
    await expect.poll(() => page.getByTestId("extra-block").getByText(invalid).isVisible()).toBe(true);
    expect(await page.getByTestId("order-errors").getByText(invalid).isVisible()).toBe(true);
    expect(page.url()).toMatch(/#\/en\/order-order$/);
    if (shots) await page.screenshot({ path: `${shots}/order-page-errors.png`, fullPage: true });

    await page.getByTestId("voucher").fill("welcome10");
    // Applied before Continue: the discount and what is left to pay show at once (issue 16).
    await page.getByTestId("voucher-apply").click();
    await page.getByTestId("voucher-preview").waitFor();
    expect(await page.getByTestId("voucher-preview").textContent()).toMatch(
      /^WELCOME10: −€\d+\.\d{2}, €\d+\.\d{2} to pay\.$/,
    );
    await expect.poll(() => continueButton(page).isDisabled()).toBe(false);
    const answer = page.waitForResponse((response) => response.url().includes("/api/v4/update-shipment"));
    await continueButton(page).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    const updated = (await response.json()) as {
      order: {
        offer: { offer_id: string };
        price: { voucher_discount: number; offer_ti: number; total_ti: number };
      };
    };
    expect(updated.order.price.voucher_discount).toBeGreaterThan(0);
    expect(updated.order.price.total_ti).toBe(
      updated.order.price.offer_ti - updated.order.price.voucher_discount,
    );
    await page.waitForURL(/#\/en\/order-payment$/);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem("shipping") ?? "null"));
    expect(after.offer_id).toBe(updated.order.offer.offer_id);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows the customs block of an import US -> FR with its rows, euro totals, total line and EEI warning", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB", height: 900 });
    await page.goto(`${baseUrl}/#/en/index`);
    await page.getByTestId("quote-form").waitFor({ state: "attached" });
    // The quote of step 1, as the home form sends it (US cities are not in the town lookup's list).
    const rated = await callApi<{ shipment_id: string; order_id: string }>(page, "/rate", {
      shipment: {
        ship_from: { country_code: "US", address: "10001, New York" },
        ship_to: { country_code: "FR", address: "75011, Paris" },
        parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
        unit: "fr",
        shipment_date: collectionDate(),
        shipment_type: 2,
      },
    });
    expect(rated.status).toBe(200);
    await page.evaluate(
      (ref) => localStorage.setItem("offers", JSON.stringify({ ...ref, origin: "index" })),
      { shipment_id: rated.json?.shipment_id, order_id: rated.json?.order_id },
    );
    await page.goto(`${baseUrl}/#/en/order-offer`);
    await page.getByTestId("offer-row").first().waitFor();
    await page
      .locator('[data-testid="offer-row"][data-collection-point="0"]')
      .first()
      .getByTestId("choose-offer")
      .click();
    await page.waitForURL(/#\/en\/order-order$/);
    const customs = page.getByTestId("customs-block");
    await customs.waitFor();
    // At least one goods row stays; the first has quantity 1.
    expect(await page.getByTestId("customs-row").count()).toBe(1);
    expect(await page.getByTestId("duty-remove").count()).toBe(0);
    expect(await page.getByTestId("duty-qty").inputValue()).toBe("1");

    await page.getByTestId("duty-desc").fill("Laptop");
    await page.getByTestId("duty-qty").fill("2");
    await page.getByTestId("duty-unit-price").fill("1000");
    await expect.poll(() => page.getByTestId("duty-row-total").first().textContent()).toBe("€2,000.00");
    await page.getByTestId("duty-add").click();
    expect(await page.getByTestId("customs-row").count()).toBe(2);
    await page.getByTestId("duty-desc").nth(1).fill("Case");
    await page.getByTestId("duty-unit-price").nth(1).fill("500");
    await expect.poll(() => page.getByTestId("duties-total").textContent()).toBe("€2,500.00");
    // 2,500 EUR is more than $2,500: electronic export information.
    await expect.poll(() => page.getByTestId("eei-warning").isVisible()).toBe(true);
    await page.getByTestId("duty-remove").nth(1).click();
    await expect.poll(() => page.getByTestId("duties-total").textContent()).toBe("€2,000.00");
    if (shots) await page.screenshot({ path: `${shots}/order-page-customs.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("has no voucher field on the restricted brand, whose file turns the block off (spec §1)", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const origin = `http://restricted.localhost:${port}`;
    await prepareOrder(page, origin);
    await page.goto(`${origin}/#/en/order-order`);
    await page.getByTestId("order-form").waitFor();
    await page.getByTestId("extra-block").waitFor();
    expect(await page.getByTestId("voucher").count()).toBe(0);
    expect(await page.getByTestId("customer-code").count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
