import { describe, expect, it } from "vitest";
import { documentLinks, labelLinks, shipmentActions } from "./documents.ts";

const documents = {
  label_url: "/api/v4/shipments/abc/label",
  proforma_url: null,
  invoice_url: null,
  personal_effects_url: null,
};

describe("labelLinks", () => {
  it("offers an A4 sheet and a 10 x 15 label for a PDF label", () => {
    expect(labelLinks({ id: "abc", label_format: "PDF" })).toEqual([
      { format: "A4", url: "/api/v4/shipments/abc/label?format=A4" },
      { format: "10x15", url: "/api/v4/shipments/abc/label?format=10x15" },
    ]);
  });

  it("offers the printer file for a ZPL label", () => {
    expect(labelLinks({ id: "abc", label_format: "ZPL" })).toEqual([
      { format: "ZPL", url: "/api/v4/shipments/abc/label" },
    ]);
  });
});

describe("documentLinks", () => {
  it("links only to the documents the shipment has", () => {
    expect(documentLinks({ id: "abc", documents })).toEqual({
      proforma: null,
      personalEffects: null,
      invoice: null,
    });
    const all = { ...documents, proforma_url: "p", personal_effects_url: "e", invoice_url: "i" };
    expect(documentLinks({ id: "abc", documents: all })).toEqual({
      proforma: "/api/v4/shipments/abc/proforma",
      personalEffects: "/api/v4/shipments/abc/personal-effects",
      invoice: "/api/v4/shipments/abc/invoice",
    });
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
