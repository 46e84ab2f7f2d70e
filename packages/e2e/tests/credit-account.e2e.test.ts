/// <reference lib="dom" />
import { describe, expect, inject, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../src/browser.ts";
import { callApi, logIn, payOnCardPage, prepareOrder, SANDBOX_CARDS } from "../src/order-flow.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Euros as the app writes them in English (lib/format.ts, "cents" style): "€102.00". */
const euros = (cents: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(
    cents / 100,
  );

type TInfo = { credit: { balance: number; credit_account: number } };

describe("credit account", () => {
  it("tops up 100 EUR by the sandbox card, gets 102 EUR of credit, then pays an order from it", async () => {
    const { page, context } = await newPage(browser(), { locale: "en-GB" });
    const errors = pageErrors(page);
    // The professional demo account has a credit account (credit_account = 1).
    await logIn(page, baseUrl, "pro@shipcompare.test", "demo-pro-1");
    const session = await callApi<{ user: { id: number } }>(page, "/session");
    const userId = session.json?.user.id ?? 0;
    const balanceNow = async () =>
      (await callApi<TInfo>(page, `/credit-account-info/${userId}`)).json?.credit.balance ?? -1;
    const before = await balanceNow();
    expect(before).toBeGreaterThanOrEqual(0);

    // A new load reads the session the login made (the shell read it as a visitor's).
    await page.reload();
    await page.goto(`${baseUrl}/#/en/credit-account`);
    await page.getByTestId("top-up-form").waitFor();
    expect(await page.getByTestId("credit-balance").textContent()).toBe(euros(before));
    // 100 by default, with its bonus; the menu offers the page.
    expect(await page.getByRole("radio", { name: /€100: €2 free/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /€300: €9 free/ }).isChecked()).toBe(false);
    expect(await page.getByRole("link", { name: "Credit account" }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("credit-eur-only").textContent()).toContain("euros");

    // Continue: the payment form replaces the amount form.
    await page.getByTestId("top-up-continue").click();
    await page.getByTestId("top-up-payment").waitFor();
    expect(await page.getByTestId("top-up-form").count()).toBe(0);
    expect(await page.getByTestId("top-up-credited").textContent()).toBe(euros(10_200));

    // The sandbox card page, then the return screen and the credit confirmation.
    await page.getByTestId("top-up-pay").click();
    await page.waitForURL(/\/sandbox-pay\//);
    await payOnCardPage(page, SANDBOX_CARDS.success);
    await page.waitForURL(/#\/en\/credit-account-order-confirm\/100$/, { timeout: 30_000 });
    await page.getByTestId("top-up-confirmed").waitFor();
    await expect
      .poll(() => page.getByTestId("top-up-balance").textContent())
      .toContain(euros(before + 10_200));
    expect(await balanceNow()).toBe(before + 10_200);

    // Back on the credit account: the balance and the two movements of the ledger.
    await page.getByTestId("return-to-credit-account").click();
    await page.getByTestId("credit-ledger").waitFor();
    await expect.poll(() => page.getByTestId("credit-balance").textContent()).toBe(euros(before + 10_200));
    expect(await page.getByTestId("credit-movement-bonus").first().textContent()).toContain(`+${euros(200)}`);
    expect(await page.getByTestId("credit-movement-top_up").first().textContent()).toContain(
      `+${euros(10_000)}`,
    );
    await page.screenshot({
      path: `${process.env.CI_REPORT_DIR ?? "/tmp"}/credit-account.png`,
      fullPage: true,
    });

    // An order the credit covers: nothing to pay, Confirm, the confirmation; the credit paid it.
    const order = await prepareOrder(page, baseUrl);
    expect(order.total).toBeLessThan(before + 10_200);
    await page.goto(`${baseUrl}/#/en/order-payment`);
    await page.getByTestId("nothing-to-pay").waitFor();
    await page.getByTestId("confirm-order").click();
    await page.waitForURL(/#\/\w+\/order-confirm$/, { timeout: 30_000 });
    await page.getByTestId("order-confirmation").waitFor();
    expect(await balanceNow()).toBe(before + 10_200 - order.total);

    // The page reads the balance and the ledger afresh (its cached answer shows first).
    await page.goto(`${baseUrl}/#/en/credit-account`);
    await page.getByTestId("credit-ledger").waitFor();
    await expect
      .poll(() => page.getByTestId("credit-balance").textContent())
      .toBe(euros(before + 10_200 - order.total));
    await expect
      .poll(() => page.getByTestId("credit-movement-order").first().textContent())
      .toContain(euros(-order.total));
    expect(errors).toEqual([]);
    await context.close();
  });
});
