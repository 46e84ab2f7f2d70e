import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The quote form and the offers screen (spec §2 steps 1 and 2), as a user drives them. */

export type TParcel = { weight: string; x: string; y: string; z: string };
/** The parcel most tests quote: 2 kg, 30 x 20 x 10 cm. */
export const PARCEL_2KG: TParcel = { weight: "2", x: "30", y: "20", z: "10" };

export async function openQuoteForm(page: Page, baseUrl: string, lang = "en") {
  await page.goto(`${baseUrl}/#/${lang}/index`);
  await page.getByTestId("quote-form").waitFor();
}

/** Types into a postcode/town field and picks the suggestion of the city lookup (GET /cities). */
export async function pickPlace(page: Page, end: "from" | "to", text: string, suggestion: RegExp) {
  const input = page.getByTestId(`${end}-place`);
  await input.fill(text);
  await page.getByRole("option", { name: suggestion }).first().click();
  await expect.poll(() => input.inputValue()).toMatch(suggestion);
}

export async function pickCountry(page: Page, end: "from" | "to", name: string) {
  await page.getByTestId(`${end}-country`).fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

export async function fillParcel(page: Page, index: number, values: TParcel = PARCEL_2KG) {
  for (const [field, value] of Object.entries(values)) {
    await page.getByTestId(`parcel-${index}-${field}`).fill(value);
  }
}

/** 'Compare offers', then the offers screen with its first row (through the progress screen if asked). */
export async function compareOffers(page: Page, options: { throughProgress?: boolean } = {}) {
  await page.getByTestId("compare-offers").click();
  if (options.throughProgress) await page.waitForURL(/#\/\w+\/order-progress$/);
  await page.waitForURL(/#\/\w+\/order-offer$/, { timeout: 30_000 });
  await page.getByTestId("offer-row").first().waitFor();
}

/** From the home page to the offers of one 2 kg parcel between two French postcodes. */
export async function quoteRoute(
  page: Page,
  baseUrl: string,
  from: { postcode: string; city: RegExp },
  to: { postcode: string; city: RegExp },
) {
  await openQuoteForm(page, baseUrl);
  await pickPlace(page, "from", from.postcode, from.city);
  await pickPlace(page, "to", to.postcode, to.city);
  await fillParcel(page, 0);
  await compareOffers(page);
}

export const PARIS_11 = { postcode: "75011", city: /75011.*Paris/i };
export const MARSEILLE_1 = { postcode: "13001", city: /13001.*Marseille/i };
export const LYON_3 = { postcode: "69003", city: /69003.*Lyon/i };
