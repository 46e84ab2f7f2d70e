import { describe, expect, it } from "vitest";
import { buildConfirmationMail, type TConfirmationMailInput } from "./shipment-texts.ts";

const input: TConfirmationMailInput = {
  carrierName: "Mondial Relay",
  serviceName: "Point Relais",
  trackingNumbers: ["12345678"],
  shipmentDate: "2026-11-27",
  expectedDeliveryDate: "2026-11-30",
  total: "5,90 €",
  recipient: "Louis Durand, Lyon",
  relayPoint: "Tabac Le Diplomate, 82 Rue de la Paix, 69006 Lyon",
  links: {
    label: "https://ship.example/l",
    invoice: null,
    proforma: null,
    tracking: "https://ship.example/t",
  },
};

describe("the order-confirmation e-mail", () => {
  it("names the relay point the recipient collects the parcel from (issue 16), in each language", () => {
    expect(buildConfirmationMail("en", input).text).toContain(
      "Relay point (the recipient collects the parcel there): Tabac Le Diplomate, 82 Rue de la Paix, 69006 Lyon\n",
    );
    expect(buildConfirmationMail("fr", input).text).toContain(
      "Point Relais (le destinataire y retire le colis)\u00a0: Tabac Le Diplomate",
    );
    expect(buildConfirmationMail("es", input).text).toContain("Punto de recogida");
  });

  it("has no relay point line for a door delivery, and French colons after a non-breaking space", () => {
    const text = buildConfirmationMail("fr", { ...input, relayPoint: null }).text;
    expect(text).not.toContain("Point Relais (");
    expect(text).toContain("Total\u00a0: 5,90 €");
    expect(text).not.toMatch(/\w :/);
  });
});
