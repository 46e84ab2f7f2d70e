import { describe, expect, inject, it } from "vitest";
import { fieldByLabel, newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { logInThroughModal } from "../src/pages/login-modal.ts";
import { isPdf, pdfContains, readPdfContent } from "../src/pdf-content.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const DEMO = { email: "demo@shipcompare.test", password: "demo-perso-1" };

describe("direct debit", () => {
  it("refuses a bad IBAN, saves a good one, downloads the mandate and uploads it signed", async () => {
    const { page, context } = await newPage(browser());
    const errors = pageErrors(page);
    await logInThroughModal(page, baseUrl, DEMO);
    await expect.poll(() => page.getByTestId("user-menu").isVisible()).toBe(true);

    // The side menu leads to the page.
    await page.getByRole("link", { name: "Direct debit" }).first().click();
    await expect.poll(() => page.url()).toContain("#/en/direct-debit");
    await expect.poll(() => page.getByRole("heading", { name: "Direct debit" }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText("Save your bank details above to get your mandate.").isVisible())
      .toBe(true);

    // Spec §8: a wrong check digit.
    const bank = page.getByRole("form", { name: "Bank details" });
    await fieldByLabel(page, "IBAN").fill("FR14 2004 1010 0505 0001 3M02 607");
    await fieldByLabel(page, "BIC").fill("PSSTFRPP");
    await bank.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByText("Iban Incorrect").isVisible()).toBe(true);

    await fieldByLabel(page, "IBAN").fill("FR14 2004 1010 0505 0001 3M02 606");
    await bank.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByTestId("saved-iban").textContent()).toContain("2606");
    const reference = page.getByTestId("mandate-reference");
    await expect.poll(() => reference.textContent()).toMatch(/SC-\d+-[A-Z2-9]{8}/);
    const mandateId = (await reference.textContent())?.match(/SC-\d+-[A-Z2-9]{8}/)?.[0] ?? "";

    // The mandate opens in a new window; its address carries no bank details.
    const download = page.getByTestId("download-mandate");
    const href = (await download.getAttribute("href")) ?? "";
    expect(href).toBe("/api/v4/settings/sepa-mandate?lang=en");
    expect(await download.getAttribute("target")).toBe("_blank");
    const mandate = await context.request.get(`${baseUrl}${href}`);
    expect(mandate.status()).toBe(200);
    const pdf = await mandate.body();
    expect(isPdf(pdf)).toBe(true);
    const content = readPdfContent(pdf);
    expect(pdfContains(content, mandateId)).toBe(true);
    expect(pdfContains(content, "FR14 2004 1010 0505 0001 3M02 606")).toBe(true);
    const [popup] = await Promise.all([context.waitForEvent("page"), download.click()]);
    expect(popup).toBeDefined();
    await popup?.close();

    // A text file named .pdf is refused by its bytes; the mandate itself is accepted.
    await expect
      .poll(() => page.getByTestId("signed-status").textContent())
      .toBe("No signed mandate received yet.");
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: "signed-mandate.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("This is a text file with a PDF name.\n"),
    });
    await page.getByRole("button", { name: "Send the signed mandate" }).click();
    await expect.poll(() => page.getByText("The file must be a PDF.").isVisible()).toBe(true);

    await fileInput.setInputFiles({ name: "signed-mandate.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Send the signed mandate" }).click();
    await expect
      .poll(() => page.getByTestId("signed-status").textContent())
      .toMatch(/^Signed mandate received on .+ \(\d+(\.\d)? kB\)\.View$/);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/direct-debit.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
