import { describe, expect, it } from "vitest";
import {
  createPurposeRegistry,
  massMailingDeferredPathOf,
  returnPathOf,
  type TPaymentOutcomeEvent,
} from "./payment-purpose.ts";

const orderEvent: TPaymentOutcomeEvent = { purpose: "order", transactionId: "t1", shipmentId: "s1" };

describe("the payment purposes' registry", () => {
  it("hands each outcome to the handlers of the payment's purpose only", () => {
    const registry = createPurposeRegistry();
    const seen: string[] = [];
    registry.register("order", {
      paid: (event) => seen.push(`order paid ${event.transactionId}`),
      failed: (event) => seen.push(`order failed ${event.transactionId}`),
      refunded: (event) => seen.push(`order refunded ${event.transactionId}`),
    });
    registry.register("credit_account", {
      paid: () => seen.push("top-up paid"),
      failed: () => seen.push("top-up failed"),
      refunded: () => seen.push("top-up refunded"),
    });
    registry.emit("paid", orderEvent);
    registry.emit("failed", { ...orderEvent, transactionId: "t2" });
    registry.emit("refunded", { ...orderEvent, transactionId: "t3" });
    expect(seen).toEqual(["order paid t1", "order failed t2", "order refunded t3"]);
  });

  it("refuses an outcome of a purpose nobody built, naming it", () => {
    const registry = createPurposeRegistry();
    expect(() => registry.emit("paid", { ...orderEvent, purpose: "pay_invoices" })).toThrow(
      "no handlers for the payment purpose pay_invoices",
    );
  });
});

describe("the screens the card page sends the browser back to", () => {
  it("are the order's for an order, the credit account's for a top-up", () => {
    expect(returnPathOf("order", "paid", "tok")).toBe("order-payment-ok/tok");
    expect(returnPathOf("order", "declined", "tok")).toBe("order-payment-ko");
    expect(returnPathOf("order", "cancelled", "tok")).toBe("order-payment-cancel");
    expect(returnPathOf("credit_account", "paid", "tok")).toBe("credit-account-order-payment-ok/tok");
    expect(returnPathOf("credit_account", "declined", "tok")).toBe("credit-account-order-payment-ko");
    expect(returnPathOf("credit_account", "cancelled", "tok")).toBe("credit-account-order-payment-cancel");
  });

  it("are the mass mailing's for a mass mailing (spec §2 top-level routes)", () => {
    expect(returnPathOf("mass_shipment", "paid", "tok")).toBe("mass-mailing-order-payment-ok/tok");
    expect(returnPathOf("mass_shipment", "declined", "tok")).toBe("mass-mailing-order-payment-ko");
    expect(returnPathOf("mass_shipment", "cancelled", "tok")).toBe("mass-mailing-order-payment-cancel");
    expect(massMailingDeferredPathOf("abc")).toBe("mass-mailing-order-deferred-payment-ok/abc");
  });
});
