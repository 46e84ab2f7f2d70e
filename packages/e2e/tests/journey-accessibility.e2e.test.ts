import { describe, expect, inject, it } from "vitest";
import { seriousAxeViolations, type TAxeViolation } from "../src/axe.ts";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { prepareOrder } from "../src/order-flow.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Issue 16: the pages Lighthouse measures (home, offers, order) keep no serious accessibility
// violation, on a phone and a desktop, once the app has replaced their pre-rendered first screen.
describe("the journey's measured pages", () => {
  it("have no serious or critical axe violation, mobile and desktop", async () => {
    const found: Record<string, TAxeViolation[]> = {};
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1350, height: 940 },
    ]) {
      const { page, context } = await newPage(browser(), viewport);
      const order = await prepareOrder(page, baseUrl, "en");
      await page.evaluate(
        (ref) => localStorage.setItem("offers", JSON.stringify({ ...ref, origin: "index" })),
        {
          shipment_id: order.shipment_id,
          order_id: order.order_id,
        },
      );
      const pages = [
        ["index", "quote-form"],
        ["order-offer", "offer-row"],
        ["order-order", "order-form"],
      ] as const;
      for (const [route, ready] of pages) {
        await page.goto(`${baseUrl}/#/en/${route}`);
        await page.reload();
        await page.getByTestId(ready).first().waitFor();
        await expect.poll(() => page.locator("#first-screen").count()).toBe(0);
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) found[`${route} ${viewport.width}px`] = violations;
      }
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
    expect(found).toEqual({});
  });
});
