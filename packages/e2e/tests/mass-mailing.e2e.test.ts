/// <reference lib="dom" />
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { PRO } from "../src/demo-shipments.ts";
import { callApi, download, logIn, payOnCardPage, SANDBOX_CARDS } from "../src/order-flow.ts";
import { isPdf, pdfContains, pdfPageCount, readPdfContent } from "../src/pdf-content.ts";
import { registerOverHttp, uniqueEmail } from "../src/test-account.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const shots = process.env.CI_REPORT_DIR ?? "/tmp";

const FRANCE_ID = 250;
const SENDER = "Atelier Expéditeur";

/** A new personal account, logged in in a new page. */
async function newCustomerPage(name: string): Promise<{ page: Page; context: BrowserContext }> {
  const user = await registerOverHttp(baseUrl, uniqueEmail(name));
  const { page, context } = await newPage(browser(), { locale: "en-GB", width: 1280, height: 1000 });
  await context.addCookies([{ name: "PHPSESSID", value: user.cookie, url: baseUrl }]);
  await page.goto(`${baseUrl}/#/en/index`);
  // Logged in, the home page sends to the return screen (spec §4): wait for it, so that the redirect
  // never lands after the test's own navigation.
  await page.waitForURL(/#\/en\/pre-order/);
  return { page, context };
}

/** A contact of the address book, added as the address book's form adds it. */
async function addContact(page: Page, lastname: string, postcode: string, city: string) {
  const answer = await callApi(page, "/my-contact-add?lang=en", {
    lastname,
    phone: "+33 6 98 76 54 32",
    email: "contact@example.test",
    address1: "12 rue de la République",
    country_id: FRANCE_ID,
    postcode,
    city,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

/** Ticks the named contacts in the address book modal, then 'Choose'. */
async function pickInBook(page: Page, names: readonly string[]) {
  const modal = page.getByRole("dialog");
  await modal.waitFor();
  for (const name of names) {
    const row = modal.getByTestId("address-book-row").filter({ hasText: name });
    // A tick (several recipients) or a radio (the sender).
    await row.locator("input").first().check();
  }
  await modal.getByTestId("address-book-choose").click();
  await modal.waitFor({ state: "hidden" });
}

/** The sender chosen in the address book (a new account has no address in its settings). */
async function chooseSender(page: Page) {
  await page.getByTestId("mass-sender-pick").click();
  await pickInBook(page, [SENDER]);
  await expect.poll(() => page.getByTestId("mass-sender-summary").textContent()).toContain("69002 Lyon");
}

async function fillSettings(page: Page, weight: string | null) {
  if (weight !== null) await page.getByTestId("parcel-weight").fill(weight);
  await page.getByTestId("parcel-x").fill("30");
  await page.getByTestId("parcel-y").fill("20");
  await page.getByTestId("parcel-z").fill("10");
  await page.getByTestId("content").fill("Wine glasses");
  await page.getByTestId("declared-value").fill("45.50");
}

/** Compare, the bar, then the offers table. */
async function compareOffers(page: Page, rows: number) {
  await page.getByTestId("mass-compare").click();
  await page.waitForURL(/#\/en\/mass-mailing-offer$/, { timeout: 60_000 });
  await expect.poll(() => page.getByTestId("mass-offer-row").count(), { timeout: 30_000 }).toBe(rows);
}

/** The confirmation page until the batch is done: every recipient's outcome. */
async function waitForBatch(page: Page) {
  await page.waitForURL(/#\/en\/mass-mailing-order-confirm$/, { timeout: 60_000 });
  await expect
    .poll(() => page.getByTestId("mass-confirm").getAttribute("data-status"), { timeout: 90_000 })
    .toBe("done");
  return page
    .getByTestId("mass-outcome-row")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status")));
}

async function payBySandboxCard(page: Page) {
  await page.getByTestId("mass-pay-card").click();
  await page.waitForURL(/\/sandbox-pay\//);
  await payOnCardPage(page, SANDBOX_CARDS.success);
}

/** A recipients file: a header and `count` rows in France, one row's weight as given. */
function recipientsCsv(count: number, bad: { row: number; weight: string } | null): Buffer {
  const lines = ["Name,Phone,E-mail,Address,Postcode,City,Country,Weight"];
  for (let index = 1; index <= count; index += 1) {
    const weight = bad?.row === index ? bad.weight : `${1 + (index % 4)}.25`;
    lines.push(
      `Client ${index},+33 6 12 34 56 ${String(index).padStart(2, "0")},client${index}@example.com,${index} rue Haute,75002,Paris,France,${weight}`,
    );
  }
  return Buffer.from(lines.join("\r\n"));
}

describe("mass mailing (issue 14)", () => {
  it("selects 3 contacts, rates, deletes one, pays by sandbox card and downloads one PDF with the 2 labels", async () => {
    const { page, context } = await newCustomerPage("mass");
    const errors = pageErrors(page);
    await addContact(page, SENDER, "69002", "Lyon");
    await addContact(page, "Alice Moreau", "75011", "Paris");
    await addContact(page, "Bruno Petit", "13001", "Marseille");
    await addContact(page, "Chloé Roux", "33000", "Bordeaux");

    await page.goto(`${baseUrl}/#/en/mass-mailing`);
    // Compare without recipients nor content: the rules of spec §5 answer before anything is sent.
    await page.getByTestId("mass-compare").click();
    await expect
      .poll(() => page.getByTestId("mass-recipients-empty").textContent())
      .toBe("Choose at least one recipient.");

    await chooseSender(page);
    await page.getByTestId("mass-open-book").click();
    await pickInBook(page, ["Alice Moreau", "Bruno Petit", "Chloé Roux"]);
    expect(await page.getByTestId("mass-recipient-row").count()).toBe(3);
    // Over 119 cm is refused, under its field, before any rating.
    await fillSettings(page, "2.125");
    await page.getByTestId("parcel-x").fill("120");
    await page.getByTestId("mass-compare").click();
    await expect.poll(() => page.getByText("A parcel longer than 119 cm").count()).toBeGreaterThan(0);
    await page.getByTestId("parcel-x").fill("30");
    await page.screenshot({ path: `${shots}/mass-mailing.png`, fullPage: true });

    await compareOffers(page, 3);
    await page.screenshot({ path: `${shots}/mass-mailing-offer.png`, fullPage: true });
    const totalOfThree = await page.getByTestId("mass-total-ti").textContent();
    await page
      .getByTestId("mass-offer-row")
      .filter({ hasText: "Bruno Petit" })
      .getByTestId("mass-remove")
      .click();
    await expect.poll(() => page.getByTestId("mass-offer-row").count()).toBe(2);
    await expect
      .poll(() => page.getByTestId("mass-totals").textContent())
      .toContain("Total for 2 recipients");
    expect(await page.getByTestId("mass-total-ti").textContent()).not.toBe(totalOfThree);

    // Continue reveals the payment block and disappears.
    await page.getByTestId("mass-continue").click();
    await page.getByTestId("mass-payment-block").waitFor();
    expect(await page.getByTestId("mass-continue").count()).toBe(0);
    expect(await page.getByTestId("mass-remove").count()).toBe(0);
    await page.screenshot({ path: `${shots}/mass-mailing-payment.png`, fullPage: true });
    await payBySandboxCard(page);

    expect(await waitForBatch(page)).toEqual(["shipped", "shipped"]);
    await page.screenshot({ path: `${shots}/mass-mailing-confirm.png`, fullPage: true });
    const tracking = await page
      .getByTestId("mass-outcome-row")
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[3]?.textContent ?? ""));
    const labels = await download(
      page,
      (await page.getByTestId("mass-labels-pdf").getAttribute("href")) ?? "",
    );
    expect(labels.status).toBe(200);
    expect(isPdf(labels.bytes)).toBe(true);
    const content = readPdfContent(labels.bytes);
    expect(pdfPageCount(content)).toBe(2);
    for (const number of tracking) expect(pdfContains(content, number.split(",")[0] ?? "")).toBe(true);
    // One by one too.
    const own = await download(
      page,
      (await page.getByTestId("mass-recipient-label").first().getAttribute("href")) ?? "",
    );
    expect(pdfPageCount(readPdfContent(own.bytes))).toBe(1);
    const zpl = await download(page, (await page.getByTestId("mass-labels-zpl").getAttribute("href")) ?? "");
    expect(zpl.bytes.toString("latin1").match(/\^XA/g)?.length).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("uploads a 20-row csv with one bad row, shows the error, takes the corrected file and ships", async () => {
    const { page, context } = await newCustomerPage("mass-file");
    const errors = pageErrors(page);
    await addContact(page, SENDER, "69002", "Lyon");
    // The menu's "Sending by file" opens the upload path directly.
    await page.goto(`${baseUrl}/#/en/my-account`);
    await page.getByRole("link", { name: "Sending by file" }).first().click();
    await page.waitForURL(/#\/en\/mass-mailing-upload$/);

    await chooseSender(page);
    await fillSettings(page, null);
    await page.locator('input[type="file"]').setInputFiles({
      name: "recipients.csv",
      mimeType: "text/csv",
      buffer: recipientsCsv(20, { row: 7, weight: "2.12345" }),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByTestId("mass-upload-preview").waitFor();
    expect(await page.getByTestId("mass-upload-counts").textContent()).toBe(
      "20 rows read: 19 valid, 1 to correct.",
    );
    const issues = await page.getByTestId("mass-upload-issues").getByRole("listitem").allTextContents();
    expect(issues).toHaveLength(1);
    // The file's line 8 (its header is line 1) is the 7th recipient.
    expect(issues[0]).toMatch(/^Row 8: /);
    expect(await page.locator('tr[data-invalid="true"]').count()).toBe(1);
    await page.getByTestId("mass-upload-fix").waitFor();
    expect(await page.getByTestId("mass-compare").count()).toBe(0);
    await page.screenshot({ path: `${shots}/mass-mailing-upload.png`, fullPage: true });

    await page.locator('input[type="file"]').setInputFiles({
      name: "recipients.csv",
      mimeType: "text/csv",
      buffer: recipientsCsv(20, null),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect
      .poll(() => page.getByTestId("mass-upload-counts").textContent())
      .toBe("20 rows read: 20 valid, 0 to correct.");
    await compareOffers(page, 20);
    await page.getByTestId("mass-continue").click();
    await page.getByTestId("mass-payment-block").waitFor();
    await payBySandboxCard(page);
    const outcomes = await waitForBatch(page);
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => "shipped"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a professional pays a mass mailing later (deferred)", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB", width: 1280, height: 1000 });
    const errors = pageErrors(page);
    await logIn(page, baseUrl, PRO.email, PRO.password);
    const tag = Date.now().toString(36);
    await addContact(page, `${SENDER} ${tag}`, "69002", "Lyon");
    await addContact(page, `Domaine Nord ${tag}`, "59000", "Lille");
    await addContact(page, `Domaine Sud ${tag}`, "34000", "Montpellier");

    // The app read the session before the login call: a new document reads it again, logged in. (A
    // hash change then a reload raced the login guard, which could send the page home first: the
    // reload then opened the return screen, and CI waited 30 s for the sender's button once.)
    await page.goto("about:blank");
    await page.goto(`${baseUrl}/#/en/mass-mailing`);
    await page.getByTestId("mass-sender-pick").click();
    await pickInBook(page, [`${SENDER} ${tag}`]);
    await page.getByTestId("mass-open-book").click();
    await pickInBook(page, [`Domaine Nord ${tag}`, `Domaine Sud ${tag}`]);
    await fillSettings(page, "1.5");
    await compareOffers(page, 2);
    await page.getByTestId("mass-continue").click();
    await page.getByTestId("mass-payment-block").waitFor();
    await page.getByTestId("mass-pay-deferred").click();
    expect(await waitForBatch(page)).toEqual(["shipped", "shipped"]);
    expect(await page.getByTestId("mass-labels-pdf").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
