/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import {
  callApi,
  chooseOffer,
  collectionDate,
  fillOrderPage,
  payByCard,
  SANDBOX_CARDS,
} from "../src/order-flow.ts";
import { logInThroughModal } from "../src/pages/login-modal.ts";
import { showPreOrderRow } from "../src/pages/pre-order-screen.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

/** What the test reads of GET /my-store: the generic intake and its key. */
type TMyStore = { generic: { intake_url: string; api_key: string } };

/** An order of the merchant's own site, sent to the pre-order service's generic intake (spec §7). */
async function sendSiteOrder(page: Page, orderId: string) {
  const store = await callApi<TMyStore>(page, "/my-store?lang=en");
  expect(store.status).toBe(200);
  const generic = store.json?.generic;
  if (!generic) throw new Error("GET /my-store answered no generic intake");
  const end = (name: string, postcode: string, city: string) => ({
    name,
    phone: "+33 6 12 34 56 78",
    email: "shop@example.com",
    address1: "12 rue de la Roquette",
    country_code: "FR",
    postcode,
    city,
  });
  const response = await fetch(generic.intake_url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": generic.api_key },
    body: JSON.stringify({
      order_id: orderId,
      order_number: `#${orderId}`,
      shipping_option: "Colissimo Domicile",
      // Three days away: the 'ship within 5 days' mark (spec §9).
      expected_pickup_date: collectionDate(3),
      ship_from: end("Cave Durand", "75011", "Paris"),
      ship_to: end("Ann Lee", "13001", "Marseille"),
      items: [
        {
          id: "wine-1",
          name: "Château Test 2019",
          quantity: 2,
          weight_kg: 1.2,
          length_cm: 30,
          width_cm: 20,
          height_cm: 10,
        },
      ],
    }),
  });
  expect(response.status).toBe(200);
}

/** The pre-order screen on `label`, reloaded until `product` is listed. */
const showStatus = (page: Page, label: string, product: string) =>
  showPreOrderRow(page, baseUrl, { label, product });

describe("pre-orders", () => {
  it("a site order arrives as Open with its urgency, is shipped through the offers and payment, then shows Sent with its shipment", async () => {
    const email = uniqueEmail("pre-order");
    await registerOverHttp(baseUrl, email);
    const { page, context } = await newPage(browser(), { locale: "en-GB", width: 1280, height: 1000 });
    const errors = pageErrors(page);

    // Spec §2-4: the pre-order screen is the return screen after login.
    await logInThroughModal(page, baseUrl, { email, password: "secret-42" });
    await page.waitForURL(/#\/en\/pre-order$/);
    await page.getByTestId("pre-orders-total").waitFor();

    await sendSiteOrder(page, `E2E-${Date.now()}`);
    const row = await showStatus(page, "Open", "Château Test 2019");
    expect(await row.getByTestId("product-status").textContent()).toBe("Open");
    expect(await row.getByTestId("urgency").textContent()).toBe("Ship within 5 days");
    expect(await row.getByTestId("product-quantity").textContent()).toBe("0 / 2");
    await page.screenshot({ path: `${shots}/pre-order-list.png`, fullPage: true });

    // The new pre-order shipment modal: both units, the store's parcel, then the offers.
    await row.getByRole("button", { name: "Ship Château Test 2019" }).click();
    const modal = page.getByRole("dialog");
    expect(await modal.getByTestId("ship-quantity-0").inputValue()).toBe("2");
    expect(await modal.getByTestId("parcel-0-weight").inputValue()).toBe("1.2");
    await modal.screenshot({ path: `${shots}/pre-order-ship-modal.png` });
    await modal.getByTestId("ship-compare").click();
    await page.waitForURL(/#\/en\/order-offer$/, { timeout: 30_000 });
    await page.getByTestId("offer-row").first().waitFor();

    // The offers of the carrier the shopper chose are highlighted (spec §2).
    const chosen = page.locator('[data-testid="offer-row"][data-shopper-choice="1"]');
    expect(await chosen.count()).toBeGreaterThan(0);
    expect(await chosen.first().getByTestId("shopper-choice").textContent()).toBe("Your customer's choice");
    expect(await chosen.first().getAttribute("data-carrier")).toBe("COLISSIMO");
    await chooseOffer(page, (offer) => offer.shopperChoice === "1" && offer.collectionPoint === "0");

    // The order page starts from the pre-order's addresses.
    expect(await page.getByTestId("ship_to-name").inputValue()).toBe("Ann Lee");
    expect(await page.getByTestId("ship_from-name").inputValue()).toBe("Cave Durand");
    await fillOrderPage(page, {
      sender: {
        name: "Cave Durand",
        phone: "+33 6 12 34 56 78",
        email: "shop@example.com",
        address1: "12 rue de la Roquette",
      },
      recipient: {
        name: "Ann Lee",
        phone: "+33 6 12 34 56 78",
        email: "shop@example.com",
        address1: "12 rue de la Roquette",
      },
      content: "Wine",
    });
    await payByCard(page, SANDBOX_CARDS.success);
    await page.waitForURL(/#\/en\/order-confirm$/, { timeout: 30_000 });

    // Both units sent: the product is Sent, its shipment in the shipments list modal.
    const sent = await showStatus(page, "Sent", "Château Test 2019");
    expect(await sent.getByTestId("product-status").textContent()).toBe("Sent");
    expect(await sent.getByTestId("product-quantity").textContent()).toBe("2 / 2");
    await sent.getByTestId("open-shipments").click();
    const shipments = page.getByRole("dialog").getByTestId("pre-order-shipment");
    await expect.poll(() => shipments.count()).toBe(1);
    await page.getByRole("dialog").screenshot({ path: `${shots}/pre-order-shipments-modal.png` });
    expect(await shipments.first().textContent()).toContain("Colissimo");
    expect(await shipments.first().getByTestId("shipment-status").textContent()).toBe("Validated");
    expect(errors).toEqual([]);
    await context.close();
  });
});
