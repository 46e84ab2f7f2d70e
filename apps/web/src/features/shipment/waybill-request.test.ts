import { describe, expect, it } from "vitest";
import { readWaybillRequest } from "./waybill-request.ts";

describe("readWaybillRequest", () => {
  it("reads the order and the settlement handed over by the payment screen", () => {
    expect(readWaybillRequest({ shipment_id: "s1", order_id: "o1", pay_later: true, progress: 40 })).toEqual({
      shipment_id: "s1",
      order_id: "o1",
      pay_later: true,
      progress: 40,
    });
  });

  it("refuses a state without the order ids", () => {
    expect(readWaybillRequest(null)).toBeNull();
    expect(readWaybillRequest({ shipment_id: "s1" })).toBeNull();
    expect(readWaybillRequest({ shipment_id: "", order_id: "o1" })).toBeNull();
  });

  it("defaults to paying now and keeps the bar within 0 to 95", () => {
    expect(readWaybillRequest({ shipment_id: "s", order_id: "o", pay_later: "yes", progress: 400 })).toEqual({
      shipment_id: "s",
      order_id: "o",
      pay_later: false,
      progress: 95,
    });
  });
});
