import { describe, expect, inject, it } from "vitest";
import { newPage, useBrowser } from "../src/browser.ts";

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
