/// <reference lib="dom" />
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { callApi, chooseOffer, fillOrderPage, payByCard, SANDBOX_CARDS } from "../src/order-flow.ts";
import { showPreOrderRow } from "../src/pages/pre-order-screen.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

const FRANCE_ID = 250;
const PRODUCT = "Sample mug (test order)";

/** The product's row on the pre-order screen under `label`, once it shows `quantity` sent. */
const rowWithStatus = (page: Page, label: string, quantity: string) =>
  showPreOrderRow(page, baseUrl, { label, product: PRODUCT, quantity });

/** From the product's row: the modal with `units`, the offers, the order page, paid by card. */
async function shipUnits(page: Page, row: Locator, units: string, unsent: string) {
  await row.getByRole("button", { name: `Ship ${PRODUCT}` }).click();
  const modal = page.getByRole("dialog");
  // The modal offers what is left to send.
  expect(await modal.getByTestId("ship-quantity-0").inputValue()).toBe(unsent);
  await modal.getByTestId("ship-quantity-0").fill(units);
  // A Shopify order gives the weight (450 g a unit, a parcel each) but no dimensions: asked now
  // (§5: above 0). The units go in one box.
  expect(await modal.getByTestId("parcel-0-weight").inputValue()).toBe("0.45");
  await modal.getByTestId("parcel-0-number").fill("1");
  await modal.getByTestId("parcel-0-weight").fill("1.5");
  await modal.getByTestId("parcel-0-x").fill("20");
  await modal.getByTestId("parcel-0-y").fill("15");
  await modal.getByTestId("parcel-0-z").fill("12");
  await modal.getByTestId("ship-compare").click();
  await page.waitForURL(/#\/en\/order-offer$/, { timeout: 30_000 });
  await page.getByTestId("offer-row").first().waitFor();
  await chooseOffer(page, (offer) => offer.shopperChoice === "1" && offer.collectionPoint === "0");
  // The order page starts from the shopper's address and the account's (the sender).
  expect(await page.getByTestId("ship_to-name").inputValue()).toBe("Jeanne Martin");
  expect(await page.getByTestId("ship_from-name").inputValue()).toBe("Durand");
  await fillOrderPage(page, {
    sender: {
      name: "Durand",
      phone: "+33 6 12 34 56 78",
      email: "shop@example.com",
      address1: "3 rue Oberkampf",
    },
    recipient: {
      name: "Jeanne Martin",
      phone: "+33 1 23 45 67 89",
      email: "jeanne.martin@example.com",
      address1: "12 rue de la Paix",
    },
    content: "Mugs",
  });
  await payByCard(page, SANDBOX_CARDS.success);
  await page.waitForURL(/#\/en\/order-confirm$/, { timeout: 30_000 });
}

/** The product's shipments list modal: each shipment's status. */
async function shipmentStatuses(page: Page, row: Locator, count: number) {
  await row.getByTestId("open-shipments").click();
  const shipments = page.getByRole("dialog").getByTestId("pre-order-shipment");
  await expect.poll(() => shipments.count()).toBe(count);
  const statuses = await shipments.getByTestId("shipment-status").allTextContents();
  await page.keyboard.press("Escape");
  return statuses;
}

describe("a store's test order shipped in two parts", () => {
  it("appears as Open, stays Open with its shipment after two of three units, and is Sent after the last", async () => {
    const { cookie } = await registerOverHttp(baseUrl, uniqueEmail("pre-order-parts"));
    const { page, context } = await newPage(browser(), { locale: "en-GB", width: 1280, height: 1000 });
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: cookie, url: baseUrl }]);
    await page.goto(`${baseUrl}/#/en/index`);
    // Logged in, the home page sends to the return screen (spec §4): wait for it before moving on.
    await page.waitForURL(/#\/en\/pre-order/);
    // The account's address: where a Shopify order (no sender address) ships from.
    const saved = await callApi(page, `/settings/updateUser/${cookie}?lang=en`, {
      address: {
        lastname: "Durand",
        company: "",
        phone: "+33 6 12 34 56 78",
        address1: "3 rue Oberkampf",
        country_id: FRANCE_ID,
        postcode: "75011",
        city: "Paris",
      },
      invoice_address: null,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);

    // 1. The my-store page's test button sends a sample Shopify order: 3 units of one product.
    await page.getByRole("link", { name: "My stores" }).first().click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("My stores");
    await page.getByTestId("store-shopify").getByRole("button", { name: "Send a test order" }).click();
    await expect
      .poll(() => page.getByTestId("test-order-shopify-sent").textContent())
      .toMatch(/^Test order shopify-\d+ received/);
    const open = await rowWithStatus(page, "Open", "0 / 3");
    expect(await open.getByTestId("product-status").textContent()).toBe("Open");

    // 2. Two of its three units: still Open, the shipment listed.
    await shipUnits(page, open, "2", "3");
    const partly = await rowWithStatus(page, "Open", "2 / 3");
    expect(await partly.getByTestId("product-status").textContent()).toBe("Open");
    await page.screenshot({ path: `${shots}/pre-order-partly-sent.png`, fullPage: true });
    expect(await shipmentStatuses(page, partly, 1)).toEqual(["Validated"]);

    // 3. The last unit: Sent, both shipments listed.
    await shipUnits(page, partly, "1", "1");
    const sent = await rowWithStatus(page, "Sent", "3 / 3");
    expect(await sent.getByTestId("product-status").textContent()).toBe("Sent");
    expect(await shipmentStatuses(page, sent, 2)).toEqual(["Validated", "Validated"]);
    expect(errors).toEqual([]);
    await context.close();
    // Two whole order flows: more than the default minute on a busy 2-core machine.
  }, 180_000);
});
