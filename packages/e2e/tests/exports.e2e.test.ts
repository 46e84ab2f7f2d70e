import ExcelJS from "exceljs";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { apiClient, shipTwice } from "../src/demo-shipments.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("my account's exports", () => {
  it("downloads My shipments as an Excel file that opens, with the newest shipment first", async () => {
    const api = apiClient();
    const [, newer] = await shipTwice(api);
    const { page, context } = await newPage(browser());
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: api.cookie(), url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/my-account?onglet=0`);
    const newest = page.getByTestId(`shipment-row-${newer}`);
    await expect.poll(() => newest.isVisible()).toBe(true);
    const tracking = (await newest.getByTestId("tracking-number").textContent()) ?? "";
    expect(tracking).not.toBe("");
    await page.screenshot({ path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/exports.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export to Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Shipments");
    expect(sheet?.getRow(1).getCell(7).value).toBe("Tracking number");
    // The list's order: the newest shipment is the first row under the headers.
    expect(sheet?.getRow(2).getCell(7).value).toBe(tracking);
    expect(typeof sheet?.getRow(2).getCell(8).value).toBe("number");
    expect(sheet?.getRow(2).getCell(12).value).toBe("Validated");

    // The CSV link is the same list, another format.
    const csvHref = await page.getByRole("link", { name: "Export to CSV" }).getAttribute("href");
    const csv = await context.request.get(`${baseUrl}${csvHref}`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split("\r\n")[1]).toContain(tracking);
    expect(errors).toEqual([]);
    await context.close();
  });
});
