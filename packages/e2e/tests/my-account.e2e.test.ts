import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { apiClient, shipTwice } from "../src/demo-shipments.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("my account", () => {
  it("lists my shipments, newest first, sorts them, opens a waybill, cancels one and gets its credit note", async () => {
    const api = apiClient();
    const [older, newer] = await shipTwice(api);
    const { page, context } = await newPage(browser());
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: api.cookie(), url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/my-account?onglet=0`);
    await expect.poll(() => page.getByRole("tab", { name: "My shipments" }).isVisible()).toBe(true);
    const rows = page.locator("[data-testid^=shipment-row-]");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    expect(await rows.first().getAttribute("data-testid")).toBe(`shipment-row-${newer}`);

    // Sorted by date again, now the oldest first.
    await page.getByRole("button", { name: "Date" }).click();
    await expect.poll(() => rows.first().getAttribute("data-testid")).not.toBe(`shipment-row-${newer}`);

    // The waybill link is the API's document, for this session.
    const row = page.getByTestId(`shipment-row-${older}`);
    const href = await row.getByRole("link", { name: "Waybill" }).getAttribute("href");
    const waybill = await context.request.get(`${baseUrl}${href}`);
    expect(waybill.status()).toBe(200);
    expect((await waybill.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Cancel, after the confirmation the spec asks for.
    await row.getByTestId("cancel-shipment").click();
    await page.getByTestId("cancel-confirm").click();
    await expect.poll(() => page.getByText("Shipment Canceled").isVisible()).toBe(true);
    await expect.poll(() => row.getByText("Cancelled").isVisible()).toBe(true);
    // Its invoice is credited: the credit note's PDF, for this session.
    const creditNote = row.getByRole("link", { name: "Credit note" });
    await expect.poll(() => creditNote.isVisible()).toBe(true);
    const note = await context.request.get(`${baseUrl}${await creditNote.getAttribute("href")}`);
    expect(note.status()).toBe(200);
    expect((await note.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await page.screenshot({ path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/my-account.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lists my invoices with their due date, filters them and explains a reversed range", async () => {
    const api = apiClient();
    const [shipped] = await shipTwice(api);
    const { page, context } = await newPage(browser());
    const errors = pageErrors(page);
    await context.addCookies([{ name: "PHPSESSID", value: api.cookie(), url: baseUrl }]);

    await page.goto(`${baseUrl}/#/en/my-account?onglet=1`);
    const rows = page.locator("[data-testid^=invoice-row-]");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    // The invoice of a shipment of this run: owed, due in 30 days, its PDF linked.
    const invoices = await api.call("POST", "/api/v4/invoices?lang=en", { rows: 100, unpaid: 0 });
    const listed = ((await invoices.json()) as { rows: { id: string; shipment_id: string }[] }).rows;
    const mine = listed.find((row) => row.shipment_id === shipped);
    expect(mine).toBeDefined();
    const row = page.getByTestId(`invoice-row-${mine?.id}`);
    await expect.poll(() => row.getByText("Unpaid").isVisible()).toBe(true);
    await expect.poll(() => row.getByText("Deferred payment").isVisible()).toBe(true);

    // The invoices export downloads as a spreadsheet (xlsx is a zip: "PK").
    const exportHref = await page.getByTestId("export-xlsx").getAttribute("href");
    expect(exportHref).toContain("/api/v4/export_invoice/");
    const exported = await context.request.get(`${baseUrl}${exportHref}`);
    expect(exported.status()).toBe(200);
    expect((await exported.body()).subarray(0, 2).toString()).toBe("PK");

    // An end date before the start: the API's translated message under the field, nothing listed changes.
    await page.getByTestId("filter-dateCreate").fill("2026-05-02");
    await page.getByTestId("filter-dateTo").fill("2026-05-01");
    await page.getByTestId("invoice-search").click();
    await expect
      .poll(() => page.getByText("The end of the range is before its start.").isVisible())
      .toBe(true);
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/my-invoices.png`, fullPage: true });
    // A range that holds nothing.
    await page.getByTestId("filter-dateTo").fill("2026-05-03");
    await page.getByTestId("invoice-search").click();
    await expect.poll(() => page.getByText("No invoice matches.").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "My payments" }).click();
    await expect.poll(() => page.url()).toContain("onglet=2");
    expect(errors).toEqual([]);
    await context.close();
  });
});
