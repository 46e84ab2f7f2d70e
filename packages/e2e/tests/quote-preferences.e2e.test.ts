import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { compareOffers, fillParcel, MARSEILLE_1, PARIS_11, pickPlace } from "../src/pages/quote-form.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Saves the account's shipment defaults (the settings screen's call). */
async function saveDefaults(user: { id: number; cookie: string }, defaults: object) {
  const response = await fetch(`${baseUrl}/api/v4/settings/updateShipment/${user.id}?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `PHPSESSID=${user.cookie}` },
    body: JSON.stringify({ shipment_defaults: defaults }),
  });
  expect(response.status).toBe(200);
}

describe("quote preferences (spec §3, decision 050)", () => {
  it("prefills the saved preferred carriers, and the offers keep them, fastest first with the recommended one marked", async () => {
    const user = await registerOverHttp(baseUrl, uniqueEmail("prefs"));
    await saveDefaults(user, { preferred_carrier_groups: ["DPD", "UPS"] });
    const { page, context } = await newPage(browser(), { width: 1280, height: 1000 });
    await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);
    const errors = pageErrors(page);
    await page.goto(`${baseUrl}/#/en/new-shipment`);
    await expect.poll(() => page.getByTestId("quote-form").isVisible()).toBe(true);

    // The saved defaults prefill the carriers to compare.
    const carriers = page.getByTestId("quote-form").getByText(/^(DPD|UPS)$/);
    await expect.poll(() => carriers.allTextContents()).toEqual(["DPD", "UPS"]);

    await pickPlace(page, "from", PARIS_11.postcode, PARIS_11.city);
    await pickPlace(page, "to", MARSEILLE_1.postcode, MARSEILLE_1.city);
    await fillParcel(page, 0);
    await page.getByTestId("quote-priority").getByText("Fastest").click();
    await compareOffers(page, { throughProgress: true });

    const rows = page.getByTestId("offer-row");
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => ({
        carrier: item.getAttribute("data-carrier"),
        delivery: Number(item.getAttribute("data-delivery")),
      })),
    );
    expect(new Set(shown.map((row) => row.carrier))).toEqual(new Set(["DPD", "UPS"]));
    const deliveries = shown.map((row) => row.delivery);
    expect(deliveries).toEqual([...deliveries].sort((a, b) => a - b));
    expect(await rows.first().getByTestId("recommended").textContent()).toBe("Recommended");
    expect(await page.getByTestId("recommended").count()).toBe(1);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/quote-preferences.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
