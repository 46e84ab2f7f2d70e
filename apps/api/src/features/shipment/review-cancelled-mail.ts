import type { TLang } from "@ship/domain";

/**
 * The e-mail a customer gets when an operator cancels and refunds an order the carrier never
 * confirmed (decision 062: an order under carrier review). The refund lines say how much, how and
 * when, in the words of the cancellation page (web catalog shipment.cancel.refund).
 */
export type TReviewCancelledMailInput = {
  orderId: string;
  carrierName: string;
  recipient: string;
  /** Formatted amounts given back each way; null where nothing went that way. */
  refund: { card: string | null; credit: string | null; invoice: string | null };
};

type TTexts = {
  subject: (orderId: string) => string;
  intro: (m: TReviewCancelledMailInput) => string;
  card: (amount: string) => string;
  credit: (amount: string) => string;
  invoice: (amount: string) => string;
  none: string;
  outro: string;
};

const TEXTS: Record<TLang, TTexts> = {
  en: {
    subject: (orderId) => `Your order ${orderId} is cancelled and refunded`,
    intro: (m) =>
      `Hello,\n\n${m.carrierName} could not confirm your shipment to ${m.recipient} (order ${m.orderId}). ` +
      "We checked with the carrier: no parcel will be collected and nothing will be shipped. " +
      "Your order is cancelled.",
    card: (amount) =>
      `${amount} will be refunded to the card you paid with: your bank shows it within 5 to 10 business days.`,
    credit: (amount) => `${amount} is back on your prepaid credit, usable now.`,
    invoice: (amount) =>
      `${amount} is no longer owed on your invoice: a credit note cancels it (My invoices).`,
    none: "Nothing was paid for this order: there is nothing to refund.",
    outro: "You can compare offers and order again at any time. We apologise for the inconvenience.",
  },
  fr: {
    subject: (orderId) => `Votre commande ${orderId} est annulée et remboursée`,
    intro: (m) =>
      `Bonjour,\n\n${m.carrierName} n'a pas pu confirmer votre envoi pour ${m.recipient} (commande ${m.orderId}). ` +
      "Nous avons vérifié auprès du transporteur\u00a0: aucun colis ne sera enlevé ni expédié. " +
      "Votre commande est annulée.",
    card: (amount) =>
      `${amount} seront remboursés sur la carte utilisée pour payer\u00a0: votre banque les affiche sous 5 à 10 jours ouvrés.`,
    credit: (amount) => `${amount} sont revenus sur votre crédit prépayé, utilisables dès maintenant.`,
    invoice: (amount) =>
      `${amount} ne sont plus dus sur votre facture\u00a0: un avoir les annule (Mes factures).`,
    none: "Rien n'a été payé pour cette commande\u00a0: il n'y a rien à rembourser.",
    outro:
      "Vous pouvez comparer les offres et commander de nouveau à tout moment. Veuillez nous excuser pour ce désagrément.",
  },
  es: {
    subject: (orderId) => `Su pedido ${orderId} está cancelado y reembolsado`,
    intro: (m) =>
      `Hola:\n\n${m.carrierName} no pudo confirmar su envío para ${m.recipient} (pedido ${m.orderId}). ` +
      "Lo hemos comprobado con el transportista: no se recogerá ni se enviará ningún paquete. " +
      "Su pedido está cancelado.",
    card: (amount) =>
      `Se reembolsarán ${amount} en la tarjeta con la que pagó: su banco lo mostrará en 5 a 10 días hábiles.`,
    credit: (amount) => `${amount} vuelven a su crédito prepago, utilizables ya.`,
    invoice: (amount) =>
      `${amount} ya no se deben en su factura: una nota de crédito los anula (Mis facturas).`,
    none: "No se pagó nada por este pedido: no hay nada que reembolsar.",
    outro: "Puede comparar ofertas y volver a pedir en cualquier momento. Disculpe las molestias.",
  },
};

export function buildReviewCancelledMail(lang: TLang, input: TReviewCancelledMailInput) {
  const texts = TEXTS[lang];
  const { card, credit, invoice } = input.refund;
  const refundLines = [
    card && texts.card(card),
    credit && texts.credit(credit),
    invoice && texts.invoice(invoice),
  ].filter((line): line is string => Boolean(line));
  const refund = refundLines.length > 0 ? refundLines.join("\n") : texts.none;
  return {
    subject: texts.subject(input.orderId),
    text: `${texts.intro(input)}\n\n${refund}\n\n${texts.outro}\n`,
  };
}
