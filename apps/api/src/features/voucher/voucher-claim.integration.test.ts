import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.ts";
import { fillShippingInfo, orderReadyToPay, redirect } from "../payment/payment-test-helpers.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto("vouchers")
    .values({ code: "LASTONE", kind: "fixed", value: 100, usage_limit: 1, used_count: 0 })
    .execute();
});
afterAll(() => t.close());

/** An order ready to pay that typed the code LASTONE (both pass the order form's check). */
async function orderWithCode() {
  const order = await orderReadyToPay(t);
  await fillShippingInfo(t, order, { voucher: "lastone" });
  return order;
}

describe("the last use of a voucher code", () => {
  it("goes to the first order whose payment opens; the other is told the code is used up", async () => {
    const first = await orderWithCode();
    const second = await orderWithCode();

    expect((await redirect(t, first)).statusCode).toBe(200);
    const refused = await redirect(t, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe("order.voucher_used_up");
    expect(refused.json().errors[0].message).toMatch(/already been used/);
    // Nothing was opened for the second order.
    const open = await t.db
      .selectFrom("payment_transactions")
      .select("id")
      .where("shipment_id", "=", second.shipment_id)
      .execute();
    expect(open).toEqual([]);

    // The first customer opens the payment again (a retry): still theirs.
    expect((await redirect(t, first)).statusCode).toBe(200);
  });

  it("is free again once the card payment that held it ends unpaid", async () => {
    const holder = await t.db
      .selectFrom("payment_transactions")
      .innerJoin("order_shipping_info", "order_shipping_info.shipment_id", "payment_transactions.shipment_id")
      .select("payment_transactions.shipment_id")
      .where("order_shipping_info.voucher_code", "=", "LASTONE")
      .where("payment_transactions.status", "=", "pending")
      .executeTakeFirstOrThrow();
    const next = await orderWithCode();
    expect((await redirect(t, next)).statusCode).toBe(409);
    // The holder's card page is cancelled (as the provider's notification records it).
    await t.db
      .updateTable("payment_transactions")
      .set({ status: "cancelled" })
      .where("shipment_id", "=", holder.shipment_id)
      .execute();
    const again = await redirect(t, next);
    expect(again.statusCode, again.body).toBe(200);
  });
});
