import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { openQuoteForm, pickCountry } from "../src/pages/quote-form.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const browser = useBrowser();

// Decision 049: the restricted brand's file turns sending_abroad, account_provider and the
// personal account (shipping-factory mode) off; its screens hide them.
describe("restricted brand's blocks", () => {
  it("ships within one country: the destination follows the origin and cannot be changed", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const origin = `http://restricted.localhost:${port}`;
    await openQuoteForm(page, origin);
    const destination = page.getByTestId("to-country");
    await expect.poll(() => destination.inputValue()).toBe("France");
    expect(await destination.getAttribute("readonly")).not.toBeNull();
    expect(await page.getByText("This site ships within one country: the sender's.").isVisible()).toBe(true);

    await pickCountry(page, "from", "Belgium");
    await expect.poll(() => destination.inputValue()).toBe("Belgium");

    // What the form no longer offers, the API refuses too, in the page's language.
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/v4/rate?lang=fr", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          shipment: {
            ship_from: { country_code: "FR", address: "75011, Paris" },
            ship_to: { country_code: "DE", address: "10115, Berlin" },
            parcels: [{ number: 1, weight: 2, x: 30, y: 20, z: 10 }],
            shipment_date: new Date().toISOString().slice(0, 10),
          },
        }),
      });
      return { status: response.status, body: await response.text() };
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Ce site n'expédie qu'à l'intérieur d'un pays");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("lets the default brand choose any destination country", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await openQuoteForm(page, baseUrl);
    const destination = page.getByTestId("to-country");
    expect(await destination.getAttribute("readonly")).toBeNull();
    await pickCountry(page, "to", "Germany");
    await expect.poll(() => destination.inputValue()).toBe("Germany");
    expect(await page.getByText("This site ships within one country: the sender's.").count()).toBe(0);
    await context.close();
  });

  it("offers only the professional account on register, and opens its form even from the personal link", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const origin = `http://restricted.localhost:${port}`;
    await page.goto(`${origin}/#/en/register`);
    await expect.poll(() => page.getByRole("link", { name: "Professional account" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Personal account" }).count()).toBe(0);
    await page.goto(`${origin}/#/en/register-form?pro=0`);
    await expect.poll(() => page.getByText("Your company").isVisible()).toBe(true);
    await context.close();
  });
});
