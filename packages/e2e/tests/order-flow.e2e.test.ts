/// <reference lib="dom" />
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import {
  chooseOffer,
  download,
  fillOrderPage,
  logIn,
  payByCard,
  prepareOrder,
  SANDBOX_CARDS,
} from "../src/order-flow.ts";
import {
  compareOffers,
  fillParcel,
  MARSEILLE_1,
  openQuoteForm,
  PARIS_11,
  pickCountry,
  pickPlace,
  quoteRoute,
} from "../src/pages/quote-form.ts";
import { isPdf, pdfContains, readPdfContent } from "../src/pdf-content.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Waits for the confirmation screen (after the card page, the success screen and POST /order). */
async function waitForConfirmation(page: Page) {
  await page.waitForURL(/#\/\w+\/order-confirm$/, { timeout: 30_000 });
  await page.getByTestId("order-confirmation").waitFor();
}

async function trackingNumbers(page: Page): Promise<string[]> {
  const text = (await page.getByTestId("tracking-numbers").textContent()) ?? "";
  return text
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
}

const sender = {
  name: "Camille Martin",
  phone: "+33 6 12 34 56 78",
  email: "camille.martin@example.com",
  address1: "12 rue de la Roquette",
};
const recipient = {
  name: "Louis Bernard",
  phone: "+33 4 91 00 00 00",
  email: "louis.bernard@example.com",
  address1: "3 quai du Port",
};

describe("the whole order flow in the browser", () => {
  it("a visitor quotes Paris to Marseille, chooses an offer, fills the order, pays by card and downloads the label", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await quoteRoute(page, baseUrl, PARIS_11, MARSEILLE_1);
    await chooseOffer(page, (row) => row.dropoff === "1" && row.collectionPoint === "0");
    await fillOrderPage(page, { sender, recipient, content: "Books", voucher: "WELCOME10" });

    // The order page's voucher is on the payment summary, and the card is charged the discounted total.
    await page.getByTestId("voucher-discount").waitFor();
    expect(await page.getByTestId("voucher-discount").textContent()).toMatch(/−\s*€\d/);
    expect(await page.getByTestId("amount-to-pay").textContent()).toBe(
      await page.getByTestId("order-total").textContent(),
    );

    expect(await page.getByTestId("sender-summary").textContent()).toContain("Camille Martin");
    expect(await page.getByTestId("recipient-summary").textContent()).toContain("13001 Marseille");
    // The five steps stay on the payment screen, the order step reopenable (spec §1, issue 16).
    await page.getByTestId("step-order").click();
    await page.waitForURL(/#\/en\/order-order$/);
    // The order page comes back as it was sent; the declarations are asked again.
    await expect.poll(() => page.getByTestId("ship_from-name").inputValue()).toBe(sender.name);
    await page.getByTestId("hazardous").check();
    await page.getByTestId("terms").check();
    await page.getByTestId("order-continue").click();
    await page.waitForURL(/#\/en\/order-payment$/);
    await page.getByTestId("payment-block").waitFor();
    await payByCard(page, SANDBOX_CARDS.success);
    await waitForConfirmation(page);
    // And on the confirmation, where only a new shipment (the first step) can be reopened.
    expect(await page.getByTestId("order-steps").isVisible()).toBe(true);
    const confirmationUrl = page.url();
    await page.getByTestId("step-offers").click({ force: true });
    expect(page.url()).toBe(confirmationUrl);
    expect(await page.getByTestId("confirm-headline").textContent()).toContain(
      "Your payment has been validated",
    );

    const [tracking] = await trackingNumbers(page);
    const label = await download(page, (await page.getByTestId("label-10x15").getAttribute("href")) ?? "");
    expect(label.status).toBe(200);
    expect(isPdf(label.bytes)).toBe(true);
    expect(pdfContains(readPdfContent(label.bytes), tracking ?? "")).toBe(true);
    // A visitor's shipment has no pro-forma (no customs within France).
    expect(await page.getByTestId("proforma").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("an import from the US into France asks customs rows and gives the pro-forma (a PDF)", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await openQuoteForm(page, baseUrl);
    await pickCountry(page, "from", "United States of America");
    // The town list has no US postcodes: typed as 'postcode, town', as the form accepts.
    await page.getByTestId("from-place").fill("10001, New York");
    await page.keyboard.press("Escape");
    await pickPlace(page, "to", PARIS_11.postcode, PARIS_11.city);
    await fillParcel(page, 0);
    await compareOffers(page);
    await chooseOffer(page, (row) => row.collectionPoint === "0");
    await page.getByTestId("customs-block").waitFor();
    await fillOrderPage(page, {
      sender: { ...sender, name: "Jane Doe", phone: "+1 212 555 0100", address1: "350 5th Avenue" },
      recipient: { ...sender },
      content: "Clothes",
      duties: [
        { desc: "Cotton shirts", qty: "2", unitPrice: "30" },
        { desc: "Leather belt", qty: "1", unitPrice: "45" },
      ],
    });
    await payByCard(page, SANDBOX_CARDS.success);
    await waitForConfirmation(page);

    const proforma = await download(page, (await page.getByTestId("proforma").getAttribute("href")) ?? "");
    expect(proforma.status).toBe(200);
    expect(proforma.type).toContain("application/pdf");
    expect(isPdf(proforma.bytes)).toBe(true);
    const content = readPdfContent(proforma.bytes);
    expect(pdfContains(content, "Cotton shirts")).toBe(true);
    expect(pdfContains(content, "Leather belt")).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("card payment outcomes", () => {
  it("a declined card shows the failure; return to payment, then a card that pays, ends on the confirmation", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const order = await prepareOrder(page, baseUrl, "en", "ZPL");
    await page.goto(`${baseUrl}/#/en/order-payment`);
    await page.getByTestId("payment-block").waitFor();
    expect(await page.getByTestId("payment-block").getAttribute("data-kind")).toBe("pay_balance");
    expect(await page.getByTestId("recipient-summary").textContent()).toContain("Louis Bernard");

    await payByCard(page, SANDBOX_CARDS.decline);
    await page.waitForURL(/#\/en\/order-payment-ko$/);
    await page.getByTestId("payment-failed").waitFor();
    expect(await page.getByRole("alert").first().textContent()).toMatch(/declined by the bank/);

    await page.getByTestId("return-to-payment").click();
    await page.getByTestId("payment-block").waitFor();
    await payByCard(page, SANDBOX_CARDS.success);
    await page.waitForURL(/#\/en\/order-payment-ok\/[\w-]+$/);
    await waitForConfirmation(page);
    expect(await page.getByTestId("confirm-headline").textContent()).toContain(
      "Your payment has been validated",
    );
    expect(await page.getByTestId("shipment-status").textContent()).toBe("Validated");
    expect(order.total).toBeGreaterThan(0);

    // A ZPL order offers the printer file: it holds the tracking number as a Code 128.
    const [tracking] = await trackingNumbers(page);
    expect(await page.getByTestId("label-A4").count()).toBe(0);
    const zpl = await download(page, (await page.getByTestId("label-ZPL").getAttribute("href")) ?? "");
    expect(zpl.status).toBe(200);
    const program = zpl.bytes.toString("latin1");
    expect(program.startsWith("^XA")).toBe(true);
    expect(program).toContain(`^FD${tracking}^FS`);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a cancelled card payment offers the way back to the payment screen", async () => {
    const { page, context } = await newPage(browser(), { locale: "fr-FR" });
    await prepareOrder(page, baseUrl, "fr");
    await page.goto(`${baseUrl}/#/fr/order-payment`);
    await page.getByTestId("pay-by-card").click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.locator('input[name="action"][value="cancel"] + button').click();
    await page.waitForURL(/#\/fr\/order-payment-cancel$/);
    expect(await page.getByTestId("payment-cancelled").textContent()).toContain(
      "Le paiement a été annulé\u00a0; cliquez pour revenir à la page de paiement.",
    );
    await page.getByTestId("return-to-payment").click();
    await page.waitForURL(/#\/fr\/order-payment$/);
    await page.getByTestId("pay-by-card").waitFor();
    await context.close();
  });

  it("a changed transaction id shows an error page, and the confirmation without its marker goes home", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await page.goto(`${baseUrl}/#/en/order-payment-ok/${"A".repeat(76)}`);
    await page.getByTestId("waiting-error").waitFor();
    expect(await page.getByTestId("page-title").textContent()).toBe("Invalid payment link");

    await page.goto(`${baseUrl}/#/en/order-confirm`);
    await page.waitForURL(/#\/en\/index$/);
    await context.close();
  });
});

describe("after the confirmation", () => {
  it("a logged-in customer downloads the label (a PDF with the tracking number), tracks, then cancels the shipment", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await logIn(page, baseUrl, "demo@shipcompare.test", "demo-perso-1");
    await prepareOrder(page, baseUrl);
    await page.goto(`${baseUrl}/#/en/order-payment`);
    await payByCard(page, SANDBOX_CARDS.success);
    await waitForConfirmation(page);

    const [tracking] = await trackingNumbers(page);
    expect(tracking).toMatch(/^[A-Z0-9]{8,}$/);
    const labelHref = (await page.getByTestId("label-A4").getAttribute("href")) ?? "";
    const label = await download(page, labelHref);
    expect(label.status).toBe(200);
    expect(label.type).toContain("application/pdf");
    expect(isPdf(label.bytes)).toBe(true);
    expect(pdfContains(readPdfContent(label.bytes), tracking ?? "")).toBe(true);

    await page.getByTestId("open-tracking").click();
    await page.getByTestId("tracking-results").waitFor();
    expect(await page.getByTestId("tracking-event").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    // The tracking page of the confirmation e-mail's link shows the same events.
    const shipmentId = /\/shipments\/([\w-]+)\//.exec(labelHref)?.[1];
    await page.goto(`${baseUrl}/#/en/shipment-tracking/${shipmentId}`);
    await page.getByTestId("tracking-results").waitFor();
    expect(await page.getByTestId("tracking-results").getAttribute("data-status")).toBe("Validated");
    await page.goBack();
    await page.getByTestId("order-confirmation").waitFor();

    await page.getByTestId("cancel-shipment").click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.textContent()).toContain("Do you really want to cancel your shipment");
    await page.getByTestId("cancel-confirm").click();
    await page.getByTestId("cancel-cancelled").waitFor();
    // It says where the money goes: back to the card, and when (issue 16).
    const outcome = (await page.getByTestId("cancel-cancelled").textContent()) ?? "";
    expect(outcome).toMatch(
      /^Shipment Canceled€[\d.,]+ will be refunded to the card you paid with: your bank shows it within 5 to 10 business days\.$/,
    );
    await expect.poll(() => page.getByTestId("shipment-status").textContent()).toBe("Cancelled");
    expect(await page.getByTestId("cancel-shipment").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a professional account pays later: the waybill waiting screen, then the confirmation", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    await logIn(page, baseUrl, "pro@shipcompare.test", "demo-pro-1");
    await prepareOrder(page, baseUrl);
    await page.goto(`${baseUrl}/#/en/order-payment`);
    await page.getByTestId("pay-later").click();
    await page.waitForURL(/#\/en\/order-generate-waybill$/);
    await waitForConfirmation(page);
    expect(await page.getByTestId("confirm-headline").textContent()).toContain("next invoice");
    expect(await page.getByTestId("confirm-price").count()).toBe(1);

    // The variant without price information: the same shipment and labels, no amount, no invoice.
    await page.goto(`${baseUrl}/#/en/order-confirm-npi`);
    await page.getByTestId("order-confirmation").waitFor();
    await page.getByTestId("label-A4").waitFor();
    expect(await page.getByTestId("confirm-price").count()).toBe(0);
    expect(await page.getByTestId("invoice").count()).toBe(0);
    expect(await page.getByTestId("order-confirmation").textContent()).not.toMatch(/€/);
    await context.close();
  });
});
