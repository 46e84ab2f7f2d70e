import type { TLang } from "@ship/domain";

/**
 * What the shipment feature says in words: tracking event descriptions (carriers answer a key,
 * spec §7 track_shipment events), the cancellation answer (spec §8 'Shipment Canceled') and the
 * order-confirmation e-mail.
 */

const TRACKING: Record<TLang, Record<string, string>> = {
  en: {
    "tracking.created": "Shipment created",
    "tracking.validated": "Shipment validated: label ready",
    "tracking.pickuped": "Parcel picked up by the carrier",
    "tracking.in_transit": "In transit",
    "tracking.out_for_delivery": "Out for delivery",
    "tracking.at_relay_point": "Available for collection at the relay point",
    "tracking.returned": "Returned to the sender",
    "tracking.delivered": "Delivered",
    "tracking.exception": "Delivery problem reported by the carrier",
    "tracking.cancelled": "Shipment cancelled",
  },
  fr: {
    "tracking.created": "Envoi créé",
    "tracking.validated": "Envoi validé : étiquette prête",
    "tracking.pickuped": "Colis pris en charge par le transporteur",
    "tracking.in_transit": "En cours d'acheminement",
    "tracking.out_for_delivery": "En cours de livraison",
    "tracking.at_relay_point": "Disponible au point relais",
    "tracking.returned": "Retourné à l'expéditeur",
    "tracking.delivered": "Livré",
    "tracking.exception": "Incident de livraison signalé par le transporteur",
    "tracking.cancelled": "Envoi annulé",
  },
  es: {
    "tracking.created": "Envío creado",
    "tracking.validated": "Envío validado: etiqueta lista",
    "tracking.pickuped": "Paquete recogido por el transportista",
    "tracking.in_transit": "En tránsito",
    "tracking.out_for_delivery": "En reparto",
    "tracking.at_relay_point": "Disponible para recoger en el punto de recogida",
    "tracking.returned": "Devuelto al remitente",
    "tracking.delivered": "Entregado",
    "tracking.exception": "Incidencia en la entrega comunicada por el transportista",
    "tracking.cancelled": "Envío cancelado",
  },
};

/** A carrier's event key in the request's language (the key itself if a carrier sends a new one). */
export const describeTrackingEvent = (lang: TLang, key: string) =>
  TRACKING[lang][key] ?? TRACKING.en[key] ?? key;

const CANCELLED: Record<TLang, string> = {
  en: "Shipment Canceled",
  fr: "Envoi annulé",
  es: "Envío cancelado",
};
export const cancelledMessage = (lang: TLang) => CANCELLED[lang];

export type TConfirmationMailInput = {
  carrierName: string;
  serviceName: string;
  trackingNumbers: string[];
  shipmentDate: string;
  expectedDeliveryDate: string;
  total: string;
  recipient: string;
  /** The relay point the recipient collects the parcel from ("name, street, postcode town"), if any. */
  relayPoint: string | null;
  links: { label: string; invoice: string | null; proforma: string | null; tracking: string };
};

type TMailTexts = {
  subject: (tracking: string) => string;
  body: (m: TConfirmationMailInput) => string;
};

const list = (numbers: string[]) => numbers.map((n) => `  - ${n}`).join("\n");
/** A "label: value" line when there is a value; French puts a non-breaking space before the colon. */
const optional = (label: string, value: string | null, colon = ": ") =>
  value ? `${label}${colon}${value}\n` : "";
const FR_COLON = "\u00a0: ";

const MAIL: Record<TLang, TMailTexts> = {
  en: {
    subject: (tracking) => `Your shipment ${tracking} is confirmed`,
    body: (m) =>
      `Hello,\n\nThank you for your order. Your shipment to ${m.recipient} is confirmed with ` +
      `${m.carrierName} (${m.serviceName}).\n\nTracking numbers:\n${list(m.trackingNumbers)}\n\n` +
      `Shipment date: ${m.shipmentDate}\nExpected delivery: ${m.expectedDeliveryDate}\n` +
      optional("Relay point (the recipient collects the parcel there)", m.relayPoint) +
      `Total: ${m.total}\n\n` +
      `Your documents (the links open from any device for 13 months):\nLabel: ${m.links.label}\n` +
      optional("Invoice", m.links.invoice) +
      optional("Pro-forma invoice (3 copies, to attach to the parcel)", m.links.proforma) +
      `Tracking: ${m.links.tracking}\n\nPrint the label and stick it on the parcel.\n`,
  },
  fr: {
    subject: (tracking) => `Votre envoi ${tracking} est confirmé`,
    body: (m) =>
      `Bonjour,\n\nMerci pour votre commande. Votre envoi pour ${m.recipient} est confirmé avec ` +
      `${m.carrierName} (${m.serviceName}).\n\nNuméros de suivi\u00a0:\n${list(m.trackingNumbers)}\n\n` +
      `Date d'expédition${FR_COLON}${m.shipmentDate}\nLivraison prévue${FR_COLON}${m.expectedDeliveryDate}\n` +
      optional("Point Relais (le destinataire y retire le colis)", m.relayPoint, FR_COLON) +
      `Total${FR_COLON}${m.total}\n\n` +
      `Vos documents (liens valables 13 mois, depuis n'importe quel appareil)\u00a0:\nÉtiquette${FR_COLON}${m.links.label}\n` +
      optional("Facture", m.links.invoice, FR_COLON) +
      optional("Facture pro forma (3 exemplaires, à joindre au colis)", m.links.proforma, FR_COLON) +
      `Suivi${FR_COLON}${m.links.tracking}\n\nImprimez l'étiquette et collez-la sur le colis.\n`,
  },
  es: {
    subject: (tracking) => `Su envío ${tracking} está confirmado`,
    body: (m) =>
      `Hola:\n\nGracias por su pedido. Su envío para ${m.recipient} está confirmado con ` +
      `${m.carrierName} (${m.serviceName}).\n\nNúmeros de seguimiento:\n${list(m.trackingNumbers)}\n\n` +
      `Fecha de envío: ${m.shipmentDate}\nEntrega prevista: ${m.expectedDeliveryDate}\n` +
      optional("Punto de recogida (el destinatario recoge allí el paquete)", m.relayPoint) +
      `Total: ${m.total}\n\n` +
      `Sus documentos (los enlaces se abren desde cualquier dispositivo durante 13 meses):\nEtiqueta: ${m.links.label}\n` +
      optional("Factura", m.links.invoice) +
      optional("Factura proforma (3 copias, para adjuntar al paquete)", m.links.proforma) +
      `Seguimiento: ${m.links.tracking}\n\nImprima la etiqueta y péguela en el paquete.\n`,
  },
};

export function buildConfirmationMail(lang: TLang, input: TConfirmationMailInput) {
  const texts = MAIL[lang];
  return { subject: texts.subject(input.trackingNumbers[0] ?? ""), text: texts.body(input) };
}
