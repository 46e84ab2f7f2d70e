import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The pre-order screen with its status filter set to `label`, opened afresh (the list is read
 * again from the pre-order service) until `product` has one row there, showing `quantity`
 * ('sent / quantity') when given: a shipment's PATCH reaches the service a moment after payment.
 */
export async function showPreOrderRow(
  page: Page,
  origin: string,
  args: { label: string; product: string; quantity?: string },
): Promise<Locator> {
  const row = page.getByTestId("pre-order-row").filter({ hasText: args.product });
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/#/en/pre-order`);
        await page.reload();
        await page.getByTestId("status-filter").click();
        await page.getByRole("option", { name: args.label, exact: true }).click();
        await page.getByTestId("pre-orders-total").waitFor();
        if ((await row.count()) !== 1) return false;
        return (
          args.quantity === undefined ||
          (await row.getByTestId("product-quantity").textContent()) === args.quantity
        );
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
  return row;
}
