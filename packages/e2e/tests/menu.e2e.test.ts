import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { logInThroughModal } from "../src/pages/login-modal.ts";

const baseUrl = inject("baseUrl");
const port = inject("port");
const browser = useBrowser();

describe("side menu", () => {
  it("collapses below 769 px behind a burger, and is shown from 769 px", async () => {
    const { page, context } = await newPage(browser(), { width: 768, height: 900 });
    await page.goto(`${baseUrl}/#/en/index`);
    await page.getByTestId("top-bar").waitFor();
    const menu = page.getByTestId("side-menu");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByTestId("top-bar").getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);

    await page.setViewportSize({ width: 769, height: 900 });
    await page.reload();
    await expect.poll(() => page.getByTestId("side-menu").isVisible()).toBe(true);
    await context.close();
  });

  it("has a mini/full toggle that hides the labels", async () => {
    const { page, context } = await newPage(browser(), { width: 1280 });
    await page.goto(`${baseUrl}/#/en/index`);
    const menu = page.getByTestId("side-menu");
    await expect.poll(() => menu.getByText("Terms of sale").isVisible()).toBe(true);
    const fullWidth = (await menu.boundingBox())?.width ?? 0;
    await page.getByRole("button", { name: "Collapse menu" }).click();
    await expect.poll(async () => (await menu.boundingBox())?.width ?? 0).toBeLessThan(fullWidth);
    await expect.poll(() => menu.getByText("Terms of sale").isVisible()).toBe(false);
    await context.close();
  });

  it("follows the brand: the restricted brand hides help and shows its own name", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(`${baseUrl}/#/en/index`);
    const defaultMenu = page.getByTestId("side-menu");
    await expect.poll(() => defaultMenu.getByText("Terms of sale").isVisible()).toBe(true);
    await expect.poll(() => defaultMenu.getByText("Help").isVisible()).toBe(true);

    await page.goto(`http://restricted.localhost:${port}/#/en/index`);
    const menu = page.getByTestId("side-menu");
    await expect.poll(() => menu.getByText("Terms of sale").isVisible()).toBe(true);
    await expect.poll(() => menu.getByText("Shipping requirements").isVisible()).toBe(true);
    expect(await menu.getByText("Help").count()).toBe(0);
    await expect.poll(() => page.title()).toContain("CaveExpress");
    await context.close();
  });
});

/** The side menu's links and which ones are highlighted, as the user sees them. */
async function menuEntries(page: Page) {
  return page
    .getByTestId("side-menu")
    .locator("a")
    .evaluateAll((links) =>
      links.map((link) => ({
        text: (link.textContent ?? "").trim(),
        active: link.hasAttribute("data-active"),
      })),
    );
}

// Issue 16 item 9: logged in, the menu keeps the entries everyone has beside the customer's own,
// and no highlighted entry is empty, whatever the language, the width and the brand.
describe("side menu of a logged-in customer", () => {
  const cases = [
    {
      lang: "en",
      width: 1280,
      brand: "default",
      own: ["My account", "Settings"],
      common: ["Shipping requirements", "Terms of sale", "Help"],
    },
    {
      lang: "fr",
      width: 375,
      brand: "default",
      own: ["Mon compte", "Paramètres"],
      common: ["Conditions d'envoi", "Conditions générales de vente", "Aide"],
    },
    {
      lang: "fr",
      width: 1280,
      brand: "restricted",
      own: ["Mon compte", "Paramètres"],
      common: ["Conditions d'envoi", "Conditions générales de vente"],
    },
    {
      lang: "en",
      width: 375,
      brand: "restricted",
      own: ["My account", "Settings"],
      common: ["Shipping requirements", "Terms of sale"],
    },
  ] as const;

  for (const { lang, width, brand, own, common } of cases) {
    it(`shows the customer's entries and the common ones (${brand}, ${lang}, ${width} px), also after a reload on settings`, async () => {
      const origin = brand === "default" ? baseUrl : `http://restricted.localhost:${port}`;
      const { page, context } = await newPage(browser(), { width, height: 900 });
      await logInThroughModal(page, origin, {
        email: "demo@shipcompare.test",
        password: "demo-perso-1",
        lang,
      });
      await page.waitForURL(new RegExp(`#/${lang}/pre-order`));
      const openMenu = async () => {
        if (width >= 769) return;
        await page
          .getByTestId("top-bar")
          .getByRole("button", { name: lang === "fr" ? "Ouvrir le menu" : "Open menu" })
          .click();
      };
      await openMenu();
      await expect
        .poll(async () => (await menuEntries(page)).map((entry) => entry.text))
        .toEqual(expect.arrayContaining([...own, ...common]));

      await page.getByTestId("side-menu").getByRole("link", { name: own[1] }).click();
      await page.waitForURL(new RegExp(`#/${lang}/settings`));
      await page.reload();
      await page.getByTestId("settings-account").waitFor();
      await openMenu();
      await expect
        .poll(async () => (await menuEntries(page)).filter((entry) => entry.active))
        .toEqual([{ text: own[1], active: true }]);
      const entries = await menuEntries(page);
      expect(entries.map((entry) => entry.text)).toEqual(expect.arrayContaining([...own, ...common]));
      expect(entries.filter((entry) => entry.text === "")).toEqual([]);
      // Opened directly, the settings page brings its own styles: Mantine's 36 px inputs.
      const input = page.getByTestId("settings-account").locator("input").first();
      expect((await input.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(34);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
