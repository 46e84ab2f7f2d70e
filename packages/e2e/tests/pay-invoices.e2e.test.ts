/// <reference lib="dom" />
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { PRO } from "../src/demo-shipments.ts";
import { callApi, logIn, payOnCardPage, prepareOrder, SANDBOX_CARDS } from "../src/order-flow.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

type TInvoices = { rows: { id: string; price_ti: number; price_ti_formatted: string }[] };

describe("pay invoices", () => {
  it("a professional orders with Pay later, then pays the invoice by card from pay-invoices", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    await logIn(page, baseUrl, PRO.email, PRO.password);
    const unpaid = async () =>
      (
        await callApi<TInvoices>(page, "/invoices?lang=en", {
          unpaid: 1,
          page: 1,
          sort: "date",
          order: "desc",
        })
      ).json?.rows ?? [];
    const before = new Set((await unpaid()).map((row) => row.id));

    // The order, paid later (POST /order with pay_later, as the payment step's button sends it).
    // Prepaid credit pays first when it covers the whole order (decision 016), and the credit
    // account test tops this account up by 102 EUR: five 30 kg parcels cost more than that.
    await page.reload();
    const heavy = [{ number: 5, weight: 30, x: 60, y: 40, z: 40 }];
    const order = await prepareOrder(page, baseUrl, "en", "PDF", heavy);
    const confirmed = await callApi(page, "/order?lang=en", {
      shipment_id: order.shipment_id,
      order_id: order.order_id,
      pay_later: true,
    });
    expect(confirmed.status).toBe(200);
    const invoice = (await unpaid()).find((row) => !before.has(row.id));
    if (!invoice) throw new Error("the deferred order made no unpaid invoice");

    // Pay invoices: select it, the running total shows its amount.
    await page.goto(`${baseUrl}/#/en/pay-invoices`);
    await page.getByTestId("pay-invoices-table").waitFor();
    const checkbox = page.getByTestId(`select-invoice-${invoice.id}`);
    await checkbox.waitFor();
    await checkbox.check();
    await expect
      .poll(() => page.getByTestId("pay-invoices-total").textContent())
      .toBe(`1 invoice selected: ${invoice.price_ti_formatted}`);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/pay-invoices.png`,
      fullPage: true,
    });

    // The payment page with the chosen invoice and the total, then the sandbox card.
    await page.getByTestId("pay-selected").click();
    await page.getByTestId("pay-invoices-payment").waitFor();
    expect(await page.getByTestId("chosen-invoices").textContent()).toContain(invoice.id);
    expect(await page.getByTestId("payment-total").textContent()).toContain(invoice.price_ti_formatted);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/pay-invoices-payment.png`,
      fullPage: true,
    });
    await page.getByTestId("confirm-pay-invoices").click();
    await page.waitForURL(/\/sandbox-pay\//, { timeout: 30_000 });
    await payOnCardPage(page, SANDBOX_CARDS.success);

    // Back on my account, payments tab, with the payment marked; the invoice is paid.
    await page.waitForURL(/#\/en\/my-account\?onglet=2&pay_invoice=P/, { timeout: 30_000 });
    const paymentId = new URL(page.url().replace("/#/", "/")).searchParams.get("pay_invoice") ?? "";
    const marked = page.locator("[data-testid=payments-table] tr", { hasText: invoice.id });
    await expect.poll(() => marked.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const payments = await callApi<{ rows: { id: string; invoice_ids: string[] }[] }>(
      page,
      "/payments?lang=en",
      {},
    );
    expect(payments.json?.rows.find((row) => row.id === paymentId)?.invoice_ids).toEqual([invoice.id]);
    expect((await unpaid()).some((row) => row.id === invoice.id)).toBe(false);
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/pay-invoices-paid.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
