import { LANGS } from "@ship/domain";
import { describe, expect, it } from "vitest";
import {
  deliveryConfirmationMail,
  recipientNoticeMail,
  type TTrackingNoticeInput,
  trackingNoticeMail,
} from "./notification-texts.ts";

const tracking: TTrackingNoticeInput = {
  milestone: "exception",
  recipient: "Louis Durand, Lyon",
  carrierName: "Mondial Relay",
  serviceName: "Point Relais",
  trackingNumber: "12345678",
  at: "28 novembre 2026 à 09:00",
  location: "69006 Lyon, FR",
  trackingLink: "https://ship.example/#/fr/shipment-tracking/abc",
};

describe("notification e-mails", () => {
  it("the recipient's notice names the relay point when there is one, and the link", () => {
    const mail = recipientNoticeMail("en", {
      sender: "Atelier Lumière (Paris)",
      carrierName: "Mondial Relay",
      serviceName: "Point Relais",
      trackingNumbers: ["12345678"],
      expectedDeliveryDate: "2026-11-30",
      relayPoint: "Tabac Le Diplomate, 82 Rue de la Paix, 69006 Lyon",
      trackingLink: "https://ship.example/t",
    });
    expect(mail.subject).toBe("Atelier Lumière (Paris) is sending you a parcel");
    expect(mail.text).toContain("Relay point (collect the parcel there): Tabac Le Diplomate");
    expect(mail.text).toContain("Follow your parcel: https://ship.example/t");
  });

  it("a carrier's exception reads as a delivery problem; French puts a non-breaking space before ':'", () => {
    expect(trackingNoticeMail("fr", tracking).subject).toBe(
      "Envoi 12345678\u00a0: retardé\u00a0: le transporteur signale un incident de livraison",
    );
    expect(trackingNoticeMail("en", tracking).text).toContain(
      "is held up: the carrier reports a delivery problem",
    );
    for (const lang of LANGS) {
      const { subject, text } = deliveryConfirmationMail(lang, { ...tracking, milestone: "delivered" });
      const texts = `${subject}\n${text}`;
      if (lang === "fr") expect(texts).not.toMatch(/[^\u00a0][:?!](\s|$)/);
      expect(text).toContain("69006 Lyon, FR");
      expect(text).toContain(tracking.trackingLink);
    }
  });
});
