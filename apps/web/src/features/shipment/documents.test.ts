import { describe, expect, it } from "vitest";
import { labelLinks, shipmentActions } from "./documents.ts";

const documents = {
  label_url: "/api/v4/shipments/abc/label",
  proforma_url: null,
  invoice_url: null,
  personal_effects_url: null,
};

describe("labelLinks", () => {
  it("offers an A4 sheet and a 10 x 15 label for a PDF label", () => {
    expect(labelLinks({ label_format: "PDF", documents })).toEqual([
      { format: "A4", url: "/api/v4/shipments/abc/label?format=A4" },
      { format: "10x15", url: "/api/v4/shipments/abc/label?format=10x15" },
    ]);
  });

  it("offers the printer file for a ZPL label", () => {
    expect(labelLinks({ label_format: "ZPL", documents })).toEqual([
      { format: "ZPL", url: "/api/v4/shipments/abc/label" },
    ]);
  });

  it("keeps a query the URL already has", () => {
    const links = labelLinks({ label_format: "PDF", documents: { ...documents, label_url: "/l?lang=fr" } });
    expect(links[0]?.url).toBe("/l?lang=fr&format=A4");
  });
});

describe("shipmentActions", () => {
  it("shows Tracking and Cancel for a validated shipment (status 2)", () => {
    expect(shipmentActions({ status: "Validated", cancellable: true })).toEqual({
      tracking: true,
      cancel: true,
    });
  });

  it("does not offer Cancel once picked up, nor anything once cancelled", () => {
    expect(shipmentActions({ status: "Pickuped", cancellable: false })).toEqual({
      tracking: true,
      cancel: false,
    });
    expect(shipmentActions({ status: "Cancelled", cancellable: false })).toEqual({
      tracking: false,
      cancel: false,
    });
  });
});
