import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { prepareOrder } from "../src/order-flow.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

// Decision 048: the home page's first screen is in index.html, painted before any JavaScript runs.
describe("the pre-rendered first screen", () => {
  it("shows the home page's title in the route's language before the app's scripts arrive", async () => {
    const { page, context } = await newPage(browser(), { width: 412, height: 823 });
    // Only the app's script files are held back: index.html's own inline script still runs.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) blocked.push(message.text());
    });

    await page.goto(`${baseUrl}/#/en/index`);
    await expect
      .poll(() => page.locator("#first-screen h1").textContent())
      .toBe("Compare carriers, ship for less");
    await expect.poll(() => page.locator("#first-screen h1").isVisible()).toBe(true);

    await page.goto(`${baseUrl}/#/es/index`);
    await page.reload();
    await expect
      .poll(() => page.locator("#first-screen h1").textContent())
      .toBe("Compare transportistas y envíe por menos");

    // Another page has no pre-rendered screen: nothing of the home page shows there.
    await page.goto(`${baseUrl}/#/en/terms-of-sale`);
    await page.reload();
    await expect.poll(() => page.locator("#first-screen").count()).toBe(0);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("gives way to the app, which then shows the page once", async () => {
    const { page, context } = await newPage(browser(), { width: 412, height: 823 });
    await page.goto(`${baseUrl}/#/en/index`);
    await page.getByTestId("quote-form").waitFor();
    await expect.poll(() => page.locator("#first-screen").count()).toBe(0);
    await expect.poll(() => page.getByTestId("page-title").count()).toBe(1);
    await expect.poll(() => page.getByTestId("page-title").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("top-bar").isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("is not shown to a logged-in user, who goes on to the return screen without the visitor's intro", async () => {
    const { page, context } = await newPage(browser(), { width: 412, height: 823 });
    const user = await registerOverHttp(baseUrl, uniqueEmail("first-screen"));
    await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);
    await page.goto(`${baseUrl}/#/en/index`);
    await page.waitForURL(/#\/en\/pre-order/);
    // Next visit: before any of the app's scripts, nothing of the visitor's home page is painted.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/#/en/index`);
    await page.reload();
    await expect.poll(() => page.locator("#first-screen").count()).toBe(0);
    await page.unroute(/\/assets\/.*\.js$/);
    // Logged out, the intro comes back.
    await page.reload();
    await page.waitForURL(/#\/en\/pre-order/);
    await context.clearCookies();
    await page.goto(`${baseUrl}/#/en/index`);
    await page.reload();
    await page.getByTestId("quote-form").waitFor();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect.poll(() => page.locator("#first-screen h1").isVisible()).toBe(true);
    await context.close();
  });

  it("shows the offers and order pages' frames, in place, when the browser holds their journey", async () => {
    const { page, context } = await newPage(browser(), { width: 412, height: 823 });
    // Without a journey these pages send the visitor back a step: nothing is pre-rendered there.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/#/fr/order-offer`);
    await page.reload();
    await expect.poll(() => page.locator("#first-screen").count()).toBe(0);
    await page.unroute(/\/assets\/.*\.js$/);

    const order = await prepareOrder(page, baseUrl, "fr");
    await page.evaluate(
      (ref) => localStorage.setItem("offers", JSON.stringify({ ...ref, origin: "index" })),
      {
        shipment_id: order.shipment_id,
        order_id: order.order_id,
      },
    );
    const frames = [
      ["order-offer", "Offres pour votre envoi"],
      ["order-order", "Votre commande"],
    ] as const;
    for (const [route, title] of frames) {
      await page.route(/\/assets\/.*\.js$/, (blocked) => blocked.abort());
      await page.goto(`${baseUrl}/#/fr/${route}`);
      await page.reload();
      await expect.poll(() => page.locator("#first-screen h1").textContent()).toBe(title);
      const painted = await page.locator("#first-screen h1").boundingBox();
      // The loader under the frame starts turning, and shows, after a second (decision 066): a
      // spinner draws 60 frames a second while the page starts.
      const loader = page.locator("#first-screen .mantine-Loader-root");
      const delays = await loader.evaluate((element) => [
        getComputedStyle(element).animationDelay,
        getComputedStyle(element, "::after").animationDelay,
      ]);
      expect(delays).toEqual(["1s", "1s"]);
      await expect.poll(() => loader.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
      await page.unroute(/\/assets\/.*\.js$/);
      // The app takes over with its own title exactly where the pre-rendered one was.
      await page.reload();
      await expect.poll(() => page.locator("#first-screen").count()).toBe(0);
      await expect.poll(() => page.getByTestId("page-title").textContent()).toBe(title);
      expect(await page.getByTestId("page-title").boundingBox()).toEqual(painted);
    }
    await page.getByTestId("order-form").waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("preloads the order page's chunks from the first screen, each requested once", async () => {
    const { page, context } = await newPage(browser(), { width: 412, height: 823 });
    await prepareOrder(page, baseUrl);
    // Every load below fetches its files, none from the HTTP cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) requested.push(request.url().split("/assets/")[1] ?? "");
    });
    // Decision 065: the chooser appends the page's modulepreload links after the first paint,
    // before the start chunk has run: with the start chunk held back, they still load.
    // The app already running loads the page itself on the hash change: only the reload counts.
    await page.goto(`${baseUrl}/#/en/order-order`);
    await page.getByTestId("order-form").waitFor();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    requested.length = 0;
    await page.reload();
    await expect.poll(() => requested.filter((file) => file.startsWith("order-page-")).length).toBe(1);
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);

    requested.length = 0;
    await page.reload();
    await page.getByTestId("order-form").waitFor();
    expect(requested.filter((file) => file.startsWith("order-page-"))).toHaveLength(1);
    expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
