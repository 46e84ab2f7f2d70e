import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { fillAddress } from "../src/order-flow.ts";
import { LYON_3, PARIS_11, quoteRoute } from "../src/pages/quote-form.ts";

const baseUrl = inject("baseUrl");
const shots = process.env.E2E_SCREENSHOT_DIR;
const browser = useBrowser();

const markerNumbers = (page: Page) => page.locator(".relay-marker").allInnerTexts();

/**
 * The map tiles painted in a part of the page: loaded images of the local tile server's 256 px
 * tile (global setup's MAP_TILE_URL, another origin, so the CSP must allow it).
 */
const paintedTiles = (page: Page, selector: string) =>
  page
    .locator(`${selector} img`)
    .evaluateAll(
      (images) =>
        (images as HTMLImageElement[]).filter(
          (image) => image.complete && image.naturalWidth === 256 && image.src.includes("127.0.0.1"),
        ).length,
    );

describe("the relay-point chooser (spec §2 modals, §5 relay block)", () => {
  it("chooses a Mondial Relay point Paris -> Lyon: search, numbered markers and list, point 2, sent with the order", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB", height: 1000 });

    await quoteRoute(page, baseUrl, PARIS_11, LYON_3);
    const relayOffer = page.locator(
      '[data-testid="offer-row"][data-carrier="MONDIALRELAY"][data-collection-point="1"]',
    );
    await relayOffer.first().waitFor();
    await relayOffer.first().getByTestId("choose-offer").click();
    await page.waitForURL(/#\/en\/order-order$/);
    await page.getByTestId("order-form").waitFor();

    const block = page.getByTestId("relay-point-block");
    await block.waitFor();
    await fillAddress(page, "ship_from", "Camille Martin");
    await fillAddress(page, "ship_to", "Louis Durand");
    await page.getByTestId("content").fill("Books");
    await page.getByTestId("hazardous").check();
    await page.getByTestId("terms").check();

    // Continue without a point: the API asks for one, under the block.
    await expect.poll(() => page.getByTestId("order-continue").isDisabled()).toBe(false);
    await page.getByTestId("order-continue").click();
    await expect
      .poll(() => block.getByText("Choose a relay point for this delivery.").isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/#\/en\/order-order$/);

    // The chooser opens on the recipient's place: markers 1 to 10 and the same ten in the list.
    await block.getByRole("button", { name: "Choose a relay point" }).click();
    const modal = page.getByRole("dialog", { name: "Choose a relay point" });
    await modal.waitFor();
    expect(await modal.getByLabel("Postcode").inputValue()).toBe("69003");
    expect(await modal.getByLabel("Town").inputValue()).toBe("Lyon");
    await expect.poll(() => markerNumbers(page)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    // The map is painted: tiles from the tile server, not numbered markers on grey (issue 16).
    await expect.poll(() => paintedTiles(page, ".leaflet-tile-pane")).toBeGreaterThan(0);
    const items = modal.getByTestId("relay-point-item");
    expect(await items.count()).toBe(10);
    await expect.poll(() => items.first().innerText()).toMatch(/69003 Lyon/);

    // Nothing near an unknown postcode: the spec's message, no markers.
    await modal.getByLabel("Postcode").fill("00000");
    await modal.getByLabel("Town").fill("");
    await modal.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => modal.getByText("No Point Relais was found.").isVisible()).toBe(true);
    expect(await page.locator(".relay-marker").count()).toBe(0);
    // The form never lets more than the spec's 20 characters into the postcode.
    await modal.getByLabel("Postcode").fill("1".repeat(25));
    expect((await modal.getByLabel("Postcode").inputValue()).length).toBe(20);

    // Another search: Lyon 6e.
    await modal.getByLabel("Postcode").fill("69006");
    await modal.getByLabel("Town").fill("Lyon");
    await modal.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => items.first().innerText()).toMatch(/69006 Lyon/);
    await expect.poll(() => markerNumbers(page)).toHaveLength(10);
    const second = items.nth(1);
    const secondName = (await second.locator("p").first().innerText()).trim();

    // Marker 2 on the map marks point 2 of the list.
    await page
      .locator(".leaflet-marker-icon", { has: page.locator(".relay-marker", { hasText: /^2$/ }) })
      .click();
    await expect.poll(() => second.getAttribute("aria-current")).toBe("true");
    if (shots) await page.screenshot({ path: `${shots}/relay-point-chooser.png`, fullPage: true });

    await second.getByRole("button", { name: /^Select 2:/ }).click();
    await modal.waitFor({ state: "detached" });
    const chosen = block.getByTestId("relay-point-chosen");
    await expect.poll(() => chosen.innerText()).toContain(secondName);
    expect(await chosen.innerText()).toContain("69006 Lyon");
    // The chosen point on a still map: nine tiles around it, under its name.
    await chosen.getByRole("img", { name: `Map of ${secondName}` }).waitFor();
    await expect.poll(() => paintedTiles(page, '[data-testid="static-map"]')).toBeGreaterThan(0);
    if (shots) await chosen.screenshot({ path: `${shots}/relay-point-chosen.png` });
    expect(await block.getByRole("button", { name: "Change the relay point" }).isVisible()).toBe(true);

    // Continue: the order carries the point the carrier describes for that id.
    const answer = page.waitForResponse((response) => response.url().includes("/api/v4/update-shipment"));
    await page.getByTestId("order-continue").click();
    const updated = await answer;
    expect(updated.status()).toBe(200);
    const body = (await updated.json()) as {
      order: { shipping_info: { dropoff_to: { name: string; postcode: string } } };
    };
    expect(body.order.shipping_info.dropoff_to).toMatchObject({ name: secondName, postcode: "69006" });
    await page.waitForURL(/#\/en\/order-payment$/);
    // The payment summary names the point, on its still map (issue 16: it was missing).
    const summary = page.getByTestId("relay-point-summary");
    await summary.waitFor();
    expect(await summary.innerText()).toContain(secondName);
    await expect.poll(() => paintedTiles(page, '[data-testid="relay-point-summary"]')).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
