import { describe, expect, it } from "vitest";
import { isDocumentReasonAllowed } from "./documents.ts";

const parcel = (weight: number) => ({ number: 1, weight, x: 30, y: 20, z: 5 });

describe("isDocumentReasonAllowed", () => {
  it("allows an envelope whatever it weighs", () => {
    expect(isDocumentReasonAllowed(1, [parcel(2.4)], "fr")).toBe(true);
  });

  it("allows parcels of 2 kg or less each, and refuses a heavier one", () => {
    expect(isDocumentReasonAllowed(2, [parcel(2), parcel(0.5)], "fr")).toBe(true);
    expect(isDocumentReasonAllowed(2, [parcel(0.5), parcel(2.01)], "fr")).toBe(false);
  });

  it("reads imperial weights in pounds (4.4 lb is just under 2 kg)", () => {
    expect(isDocumentReasonAllowed(2, [parcel(4.4)], "us")).toBe(true);
    expect(isDocumentReasonAllowed(2, [parcel(4.5)], "us")).toBe(false);
  });

  it("refuses pallets", () => {
    expect(isDocumentReasonAllowed(3, [parcel(1)], "fr")).toBe(false);
  });
});
