import { describe, expect, it } from "vitest";
import { buildReviewCancelledMail } from "./review-cancelled-mail.ts";

const order = { orderId: "A1B2", carrierName: "UPS", recipient: "Marie Dupont, Lyon" };

describe("the e-mail of an order cancelled after carrier review", () => {
  it("says how much comes back each way, in the order's language", () => {
    const mail = buildReviewCancelledMail("fr", {
      ...order,
      refund: { card: "10,00 €", credit: "2,50 €", invoice: null },
    });
    expect(mail.subject).toBe("Votre commande A1B2 est annulée et remboursée");
    expect(mail.text).toContain(
      "UPS n'a pas pu confirmer votre envoi pour Marie Dupont, Lyon (commande A1B2)",
    );
    expect(mail.text).toContain(
      "10,00 € seront remboursés sur la carte utilisée pour payer\u00a0: votre banque",
    );
    expect(mail.text).toContain("2,50 € sont revenus sur votre crédit prépayé");
    expect(mail.text).not.toContain("avoir");
  });

  it("says there is nothing to refund when nothing was paid, in English and Spanish", () => {
    const none = { card: null, credit: null, invoice: null };
    expect(buildReviewCancelledMail("en", { ...order, refund: none }).text).toContain(
      "Nothing was paid for this order: there is nothing to refund.",
    );
    const es = buildReviewCancelledMail("es", { ...order, refund: { ...none, invoice: "5,00 €" } });
    expect(es.subject).toBe("Su pedido A1B2 está cancelado y reembolsado");
    expect(es.text).toContain("5,00 € ya no se deben en su factura");
  });
});
