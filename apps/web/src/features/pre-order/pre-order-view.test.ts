import type { TPreorder, TPreorderPendingShipment, TPreorderProduct } from "@ship/contracts";
import { describe, expect, it } from "vitest";
import { placeOf, rowsOf, STATUS_LABEL_KEYS } from "./pre-order-view.ts";

const address = {
  company: "",
  name: "Ann Lee",
  phone: "",
  email: "",
  address1: "5 Main St",
  address2: "",
  address3: "",
  country_code: "FR",
  postcode: "13001",
  city: "Marseille",
  pro: 0 as const,
};
const shipment = {
  shipment_id: "S-1",
  carrier_name: "UPS",
  service_name: "Standard",
  price_ti: 1290,
  currency: "EUR" as const,
  status: "Validated" as const,
};

function product(overrides: Partial<TPreorderProduct> = {}): TPreorderProduct {
  return {
    product_id: "P1",
    sku: "WINE-1",
    name: "Wine",
    quantity: 3,
    quantity_sent: 0,
    status: "Open",
    parcels: [],
    address_from: address,
    address_to: address,
    selected_offer: null,
    parcel_type: 2,
    stackable: 0,
    expected_pickup_date: "2026-03-12",
    expected_delivery_date: null,
    created_at: "2026-03-01T10:00:00Z",
    updated_at: "2026-03-01T10:00:00Z",
    shipments: [],
    ...overrides,
  };
}

const preorder = (products: TPreorderProduct[]): TPreorder => ({
  merchant_order_id: "generic-A-1",
  order_number: "#1001",
  source: "generic",
  status: "Open",
  created_at: "2026-03-01T10:00:00Z",
  updated_at: "2026-03-01T10:00:00Z",
  products,
});

const pending = (quantity: number, state: "pending" | "refused" = "pending"): TPreorderPendingShipment => ({
  merchant_order_id: "generic-A-1",
  state,
  shipment,
  products: [{ product_id: "P1", quantity }],
});

describe("rowsOf", () => {
  it("lists pending shipments with the product and counts their units as sent", () => {
    const [row] = rowsOf([preorder([product()])], [pending(2)], "2026-03-10");
    expect(row?.unsent).toBe(1);
    expect(row?.urgency).toBe("ship5");
    expect(row?.shipments).toEqual([{ ...shipment, quantity: 2, isDelivered: false, state: "pending" }]);
  });

  it("shows a shipment the service already recorded once, as recorded", () => {
    const recorded = { ...shipment, isDelivered: false, quantity: 2 };
    const [row] = rowsOf(
      [preorder([product({ quantity_sent: 2, shipments: [recorded] })])],
      [pending(2)],
      "2026-03-10",
    );
    expect(row?.shipments).toEqual([{ ...recorded, state: "recorded" }]);
    expect(row?.unsent).toBe(1);
  });

  it("shows a recorded shipment whose cancellation waits as Cancelled, pending, its units unsent again", () => {
    const recorded = { ...shipment, isDelivered: false, quantity: 3 };
    const cancellation = { ...pending(3), shipment: { ...shipment, status: "Cancelled" as const } };
    const [row] = rowsOf(
      [preorder([product({ quantity_sent: 3, status: "Sent", shipments: [recorded] })])],
      [pending(3), cancellation],
      "2026-03-10",
    );
    expect(row?.shipments).toEqual([{ ...recorded, status: "Cancelled", state: "pending" }]);
    expect(row?.unsent).toBe(3);
  });

  it("shows a shipment and its cancellation both waiting once, Cancelled, counting no units", () => {
    const cancellation = { ...pending(2), shipment: { ...shipment, status: "Cancelled" as const } };
    const [row] = rowsOf([preorder([product()])], [pending(2), cancellation], "2026-03-10");
    expect(row?.shipments).toEqual([
      { ...shipment, status: "Cancelled", quantity: 2, isDelivered: false, state: "pending" },
    ]);
    expect(row?.unsent).toBe(3);
  });

  it("keeps a refused shipment visible without counting it, and marks no urgency when not Open", () => {
    const [open, archived] = rowsOf(
      [preorder([product(), product({ product_id: "P2", status: "Archived" })])],
      [pending(1, "refused")],
      "2026-03-10",
    );
    expect(open?.unsent).toBe(3);
    expect(open?.shipments[0]?.state).toBe("refused");
    expect(archived?.unsent).toBe(0);
    expect(archived?.urgency).toBeNull();
  });
});

describe("status labels", () => {
  it("gives each status its own label: Archived is not shown as Deleted, nor the reverse", () => {
    expect(STATUS_LABEL_KEYS.Archived).toBe("status.Archived");
    expect(STATUS_LABEL_KEYS.Deleted).toBe("status.Deleted");
  });
});

describe("placeOf", () => {
  it("writes postcode, town (cut to 20 characters) and country", () => {
    expect(placeOf(address)).toBe("13001 Marseille (FR)");
    expect(placeOf({ ...address, city: "Saint-Remy-de-Provence-Nord" })).toBe(
      "13001 Saint-Remy-de-Proven… (FR)",
    );
  });
});
