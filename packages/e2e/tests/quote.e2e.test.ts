import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { compareOffers, fillParcel, openQuoteForm, pickCountry, pickPlace } from "../src/pages/quote-form.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function readRows(page: Page) {
  return page.getByTestId("offer-row").evaluateAll((rows) =>
    rows.map((row) => {
      const data = (row as HTMLElement).dataset;
      return {
        carrier: data.carrier ?? "",
        price: Number(data.price),
        delivery: Number(data.delivery),
        express: data.express,
        pickup: data.pickup,
        dropoff: data.dropoff,
        collectionPoint: data.collectionPoint,
      };
    }),
  );
}

function isSorted(values: number[], direction: "asc" | "desc"): boolean {
  const sign = direction === "asc" ? 1 : -1;
  return values.every((value, i) => i === 0 || sign * (value - (values[i - 1] ?? value)) >= 0);
}

/** Clicks a sort button of the offers table; tells whether the rows then run in `direction`. */
async function sortBy(page: Page, button: string, field: "price" | "delivery", direction: "asc" | "desc") {
  await page.locator(`[data-testid="sort-${button}"]:visible`).click();
  return isSorted(
    (await readRows(page)).map((row) => row[field]),
    direction,
  );
}

const openForm = (page: Page, lang = "en") => openQuoteForm(page, baseUrl, lang);

/** Paris 75011 to Marseille 13001, one parcel of 30 x 20 x 10 cm. */
async function fillParisMarseille(page: Page, weight = "2") {
  await pickPlace(page, "from", "75011", /75011.*Paris/i);
  await pickPlace(page, "to", "13001", /13001.*Marseille/i);
  await fillParcel(page, 0, { weight, x: "30", y: "20", z: "10" });
}

async function quoteParisMarseille(page: Page, lang = "en") {
  await openForm(page, lang);
  await fillParisMarseille(page);
  await compareOffers(page, { throughProgress: true });
}

describe("the quote form", () => {
  it("shows every required-field message and the '0 higher' rule before calling the API", async () => {
    const { page, context } = await newPage(browser());
    await openForm(page);
    await page.getByTestId("parcel-0-number").fill("0");
    await page.getByTestId("compare-offers").click();
    await expect
      .poll(() => page.getByText("You did not enter a field city ship from").isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText("You did not enter a field city ship to").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("The value must be higher than 0.").isVisible()).toBe(true);
    expect(page.url()).toMatch(/#\/en\/index$/);

    // Parcel lines: a second line can be removed, the last one cannot.
    await page.getByTestId("parcel-add").click();
    await expect.poll(() => page.getByTestId("parcel-1-remove").isVisible()).toBe(true);
    await page.getByTestId("parcel-1-remove").click();
    await expect.poll(() => page.getByTestId("parcel-line-1").count()).toBe(0);
    expect(await page.getByTestId("parcel-0-remove").count()).toBe(0);

    // Stackable exists for pallets only.
    expect(await page.getByTestId("stackable").count()).toBe(0);
    await page.getByTestId("shipment-type").getByText("Pallet").click();
    await expect.poll(() => page.getByTestId("stackable").count()).toBe(1);
    // The type is a radio group, as keyboards and screen readers expect: an arrow key changes it.
    const palletRadio = page.getByTestId("shipment-type").getByRole("radio", { name: "Pallet" });
    expect(await palletRadio.isChecked()).toBe(true);
    await palletRadio.press("ArrowLeft");
    await expect
      .poll(() => page.getByTestId("shipment-type").getByRole("radio", { name: "Parcel" }).isChecked())
      .toBe(true);
    await expect.poll(() => page.getByTestId("stackable").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("rating and offers", () => {
  it("rates Paris 75011 to Marseille 13001, one parcel of 2 kg 30x20x10, with offers from at least 6 carriers", async () => {
    const { page, context } = await newPage(browser());
    await openForm(page);
    await fillParisMarseille(page);
    // The progress bar follows the carriers' answers, streamed by POST /rate.
    const rated = page.waitForResponse((response) => response.url().includes("/api/v4/rate"));
    await page.getByTestId("compare-offers").click();
    const rateResponse = await rated;
    expect(rateResponse.headers()["content-type"]).toContain("application/x-ndjson");
    // Chromium keeps no copy of a no-store body for the test to read: the stream's lines (one per
    // carrier) are checked by the API's rating test; here, that the page asked for the stream.
    expect(rateResponse.request().headers().accept).toContain("application/x-ndjson");
    expect(rateResponse.headers()["cache-control"]).toBe("no-store");
    await page.waitForURL(/#\/en\/order-progress$/);
    await expect
      .poll(() => page.getByText("Please be patient while we are looking for the best offers").count())
      .toBeGreaterThan(0);
    await page.waitForURL(/#\/en\/order-offer$/, { timeout: 20_000 });
    await page.getByTestId("offer-row").first().waitFor();

    const rows = await readRows(page);
    expect(new Set(rows.map((row) => row.carrier)).size).toBeGreaterThanOrEqual(6);
    expect(
      isSorted(
        rows.map((row) => row.price),
        "asc",
      ),
    ).toBe(true);
    const recap = await page.getByTestId("shipment-recap").textContent();
    expect(recap).toContain("75011");
    expect(recap).toContain("13001");
    // The FAQ's questions come from POST /faq (decision 059), beside the offers.
    await expect.poll(() => page.getByTestId("faq-links").getByRole("link").count()).toBe(9);
    expect(await page.getByTestId("price-note").textContent()).toContain("fuel, security");

    // The info popover shows the five blocks in words, not translation keys.
    await page.getByTestId("offer-info").first().click();
    const info = await page.getByTestId("offer-info-blocks").textContent();
    expect(info).not.toContain("offer.info");
    expect(info).toMatch(/Carrier liability up to/);

    // Remaking the shipment goes back to the form, prefilled (redo variant).
    await page.keyboard.press("Escape");
    await page.getByTestId("remake-shipment").click();
    await page.waitForURL(/#\/en\/index$/);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Edit your shipment");
    expect(await page.getByTestId("from-place").inputValue()).toMatch(/75011/);
    expect(await page.getByTestId("parcel-0-weight").inputValue()).toBe("2");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("sorts by price or delivery, one at a time, and filters by pickup, drop-off and delivery place", async () => {
    const { page, context } = await newPage(browser());
    await quoteParisMarseille(page);
    const all = await readRows(page);

    expect(await sortBy(page, "price_ti", "price", "desc")).toBe(true);
    expect(await sortBy(page, "delivery_timestamp", "delivery", "asc")).toBe(true);
    expect(await page.locator('[data-testid="sort-price_ti"]:visible').getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(await sortBy(page, "delivery_timestamp", "delivery", "desc")).toBe(true);

    await page.getByTestId("tab-express").click();
    const express = await readRows(page);
    expect(express.length).toBe(all.filter((row) => row.express === "1").length);
    expect(express.every((row) => row.express === "1")).toBe(true);
    await page.getByTestId("tab-standard").click();
    expect((await readRows(page)).every((row) => row.express === "0")).toBe(true);
    await page.getByTestId("tab-all").click();

    await page.getByTestId("filter-shipping").click();
    await page.getByRole("option", { name: "Pickup at the sender", exact: true }).click();
    const pickup = await readRows(page);
    expect(pickup.length).toBe(all.filter((row) => row.pickup === "1").length);
    expect(pickup.every((row) => row.pickup === "1")).toBe(true);

    await page.getByTestId("filter-shipping").click();
    await page.getByRole("option", { name: "Drop-off by the sender", exact: true }).click();
    await page.getByTestId("filter-delivery").click();
    await page.getByRole("option", { name: "Collection point", exact: true }).click();
    const relay = await readRows(page);
    expect(relay.length).toBeGreaterThan(0);
    expect(relay.every((row) => row.dropoff === "1" && row.collectionPoint === "1")).toBe(true);

    await page.getByTestId("filter-delivery").click();
    await page.getByRole("option", { name: "On-site delivery", exact: true }).click();
    expect((await readRows(page)).every((row) => row.dropoff === "1" && row.collectionPoint === "0")).toBe(
      true,
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("rates a stackable pallet from France to Germany", async () => {
    const { page, context } = await newPage(browser());
    await openForm(page);
    await page.getByTestId("shipment-type").getByText("Pallet").click();
    await page.getByTestId("stackable").check();
    await pickPlace(page, "from", "75011", /75011.*Paris/i);
    await pickCountry(page, "to", "Germany");
    await pickPlace(page, "to", "Berlin", /^Berlin$/);
    await fillParcel(page, 0, { weight: "300", x: "120", y: "80", z: "150" });
    await compareOffers(page, { throughProgress: true });
    expect((await readRows(page)).length).toBeGreaterThan(0);
    const recap = await page.getByTestId("shipment-recap").textContent();
    expect(recap).toContain("Pallet (stackable)");
    expect(recap).toContain("Germany");
    await context.close();
  });

  it("quotes in imperial units: the toggle converts the parcel to lb and in", async () => {
    const { page, context } = await newPage(browser());
    await openForm(page);
    await fillParisMarseille(page);
    await page.getByTestId("unit-toggle").getByText("lb / in").click();
    await expect.poll(() => page.getByTestId("parcel-0-weight").inputValue()).toBe("4.41");
    expect(await page.getByTestId("parcel-0-x").inputValue()).toBe("11.81");
    expect(await page.getByText("Weight (lb)").count()).toBe(1);
    await compareOffers(page, { throughProgress: true });
    const recap = await page.getByTestId("shipment-recap").textContent();
    expect(recap).toContain("4.41 lb");
    expect(recap).toContain("in");
    expect(new Set((await readRows(page)).map((row) => row.carrier)).size).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});

describe("the quote screens in French and Spanish", () => {
  it("shows the form, its messages, the progress and the offers in French", async () => {
    const { page, context } = await newPage(browser());
    await openForm(page, "fr");
    await page.getByTestId("compare-offers").click();
    await expect
      .poll(() => page.getByText("Vous n'avez pas renseigné le champ ville d'expédition").isVisible())
      .toBe(true);
    await fillParisMarseille(page, "2,5");
    await page.getByTestId("compare-offers").click();
    await page.waitForURL(/#\/fr\/order-progress$/);
    await expect
      .poll(() =>
        page.getByText("Merci de patienter pendant que nous recherchons les meilleures offres").count(),
      )
      .toBeGreaterThan(0);
    await page.waitForURL(/#\/fr\/order-offer$/, { timeout: 20_000 });
    await page.getByTestId("offer-row").first().waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Offres pour votre envoi");
    expect(await page.getByTestId("tab-all").textContent()).toMatch(/^Toutes les offres/);
    expect(await page.getByTestId("price-ti").first().textContent()).toMatch(/^\d+,\d{2}\s€$/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows the form and the offers in Spanish", async () => {
    const { page, context } = await newPage(browser(), { locale: "es-ES" });
    await openForm(page, "es");
    await page.getByTestId("compare-offers").click();
    await expect
      .poll(() => page.getByText("No ha rellenado el campo ciudad de destino").isVisible())
      .toBe(true);
    await quoteParisMarseille(page, "es");
    expect(await page.getByTestId("page-title").textContent()).toBe("Ofertas para su envío");
    expect(await page.getByTestId("tab-courier").textContent()).toMatch(/^Mensajeros/);
    expect(await page.getByTestId("shipment-recap").textContent()).toContain("Paquete");
    await context.close();
  });
});
