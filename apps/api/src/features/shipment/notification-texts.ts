import type { TLang } from "@ship/domain";
import type { TTrackingMilestone } from "./tracking-milestone.ts";

/**
 * The notification e-mails of decision 051 in en, fr and es: the recipient's "a parcel is on its
 * way to you" (no price), the sender's tracking e-mails and the delivery confirmation. French puts
 * a non-breaking space before ':' '?' '!'.
 */

export type TRecipientNoticeInput = {
  /** Who sends the parcel: the company, else the name, and the town it leaves from. */
  sender: string;
  carrierName: string;
  serviceName: string;
  trackingNumbers: string[];
  expectedDeliveryDate: string;
  /** The relay point the recipient collects the parcel from ("name, street, postcode town"), if any. */
  relayPoint: string | null;
  trackingLink: string;
};

export type TTrackingNoticeInput = {
  milestone: TTrackingMilestone;
  /** The shipment's recipient: "name, town". */
  recipient: string;
  carrierName: string;
  serviceName: string;
  trackingNumber: string;
  /** When and where the carrier saw the milestone, already written for the reader. */
  at: string;
  location: string;
  trackingLink: string;
};

type TMail = { subject: string; text: string };

const FR_COLON = "\u00a0: ";
const list = (numbers: string[]) => numbers.map((n) => `  - ${n}`).join("\n");
const optional = (label: string, value: string | null, colon = ": ") =>
  value ? `${label}${colon}${value}\n` : "";
const place = (location: string, word: string) => (location ? ` ${word} ${location}` : "");

const MILESTONES: Record<TLang, Record<TTrackingMilestone, string>> = {
  en: {
    picked_up: "picked up by the carrier",
    in_transit: "in transit",
    delivered: "delivered",
    exception: "held up: the carrier reports a delivery problem",
  },
  fr: {
    picked_up: "pris en charge par le transporteur",
    in_transit: "en cours d'acheminement",
    delivered: "livré",
    exception: "retardé\u00a0: le transporteur signale un incident de livraison",
  },
  es: {
    picked_up: "recogido por el transportista",
    in_transit: "en tránsito",
    delivered: "entregado",
    exception: "retenido: el transportista informa de una incidencia en la entrega",
  },
};

const RECIPIENT: Record<TLang, (m: TRecipientNoticeInput) => TMail> = {
  en: (m) => ({
    subject: `${m.sender} is sending you a parcel`,
    text:
      `Hello,\n\n${m.sender} is sending you a parcel with ${m.carrierName} (${m.serviceName}).\n\n` +
      `Tracking numbers:\n${list(m.trackingNumbers)}\n\nExpected delivery: ${m.expectedDeliveryDate}\n` +
      optional("Relay point (collect the parcel there)", m.relayPoint) +
      `Follow your parcel: ${m.trackingLink}\n`,
  }),
  fr: (m) => ({
    subject: `${m.sender} vous envoie un colis`,
    text:
      `Bonjour,\n\n${m.sender} vous envoie un colis avec ${m.carrierName} (${m.serviceName}).\n\n` +
      `Numéros de suivi\u00a0:\n${list(m.trackingNumbers)}\n\nLivraison prévue${FR_COLON}${m.expectedDeliveryDate}\n` +
      optional("Point Relais (retirez-y le colis)", m.relayPoint, FR_COLON) +
      `Suivez votre colis${FR_COLON}${m.trackingLink}\n`,
  }),
  es: (m) => ({
    subject: `${m.sender} le envía un paquete`,
    text:
      `Hola:\n\n${m.sender} le envía un paquete con ${m.carrierName} (${m.serviceName}).\n\n` +
      `Números de seguimiento:\n${list(m.trackingNumbers)}\n\nEntrega prevista: ${m.expectedDeliveryDate}\n` +
      optional("Punto de recogida (recoja allí el paquete)", m.relayPoint) +
      `Siga su paquete: ${m.trackingLink}\n`,
  }),
};

const WHY: Record<TLang, string> = {
  en: "You receive this e-mail because tracking notifications are on in your settings (shipment defaults).",
  fr: "Vous recevez cet e-mail car les notifications de suivi sont activées dans vos paramètres (préférences d'envoi).",
  es: "Recibe este correo porque las notificaciones de seguimiento están activadas en sus ajustes (preferencias de envío).",
};

const TRACKING: Record<TLang, (m: TTrackingNoticeInput) => TMail> = {
  en: (m) => ({
    subject: `Shipment ${m.trackingNumber}: ${MILESTONES.en[m.milestone]}`,
    text:
      `Hello,\n\nYour shipment to ${m.recipient} (${m.carrierName}, ${m.serviceName}, tracking number ` +
      `${m.trackingNumber}) is ${MILESTONES.en[m.milestone]}.\n\n` +
      `${m.at}${place(m.location, "in")}\n\nFollow it: ${m.trackingLink}\n\n${WHY.en}\n`,
  }),
  fr: (m) => ({
    subject: `Envoi ${m.trackingNumber}${FR_COLON}${MILESTONES.fr[m.milestone]}`,
    text:
      `Bonjour,\n\nVotre envoi pour ${m.recipient} (${m.carrierName}, ${m.serviceName}, numéro de suivi ` +
      `${m.trackingNumber}) est ${MILESTONES.fr[m.milestone]}.\n\n` +
      `${m.at}${place(m.location, "à")}\n\nSuivez-le${FR_COLON}${m.trackingLink}\n\n${WHY.fr}\n`,
  }),
  es: (m) => ({
    subject: `Envío ${m.trackingNumber}: ${MILESTONES.es[m.milestone]}`,
    text:
      `Hola:\n\nSu envío para ${m.recipient} (${m.carrierName}, ${m.serviceName}, número de seguimiento ` +
      `${m.trackingNumber}) está ${MILESTONES.es[m.milestone]}.\n\n` +
      `${m.at}${place(m.location, "en")}\n\nSígalo: ${m.trackingLink}\n\n${WHY.es}\n`,
  }),
};

const DELIVERED: Record<TLang, (m: TTrackingNoticeInput) => TMail> = {
  en: (m) => ({
    subject: `Delivery confirmation: shipment ${m.trackingNumber}`,
    text:
      `Hello,\n\nYour shipment to ${m.recipient} was delivered.\n\nDelivered: ${m.at}${place(m.location, "in")}\n` +
      `Carrier: ${m.carrierName} (${m.serviceName})\nTracking number: ${m.trackingNumber}\n\n` +
      `Tracking history: ${m.trackingLink}\n\nYou receive this e-mail because delivery confirmations are on in your settings.\n`,
  }),
  fr: (m) => ({
    subject: `Confirmation de livraison${FR_COLON}envoi ${m.trackingNumber}`,
    text:
      `Bonjour,\n\nVotre envoi pour ${m.recipient} a été livré.\n\nLivré le${FR_COLON}${m.at}${place(m.location, "à")}\n` +
      `Transporteur${FR_COLON}${m.carrierName} (${m.serviceName})\nNuméro de suivi${FR_COLON}${m.trackingNumber}\n\n` +
      `Historique du suivi${FR_COLON}${m.trackingLink}\n\n` +
      `Vous recevez cet e-mail car les confirmations de livraison sont activées dans vos paramètres.\n`,
  }),
  es: (m) => ({
    subject: `Confirmación de entrega: envío ${m.trackingNumber}`,
    text:
      `Hola:\n\nSu envío para ${m.recipient} ha sido entregado.\n\nEntregado: ${m.at}${place(m.location, "en")}\n` +
      `Transportista: ${m.carrierName} (${m.serviceName})\nNúmero de seguimiento: ${m.trackingNumber}\n\n` +
      `Historial de seguimiento: ${m.trackingLink}\n\n` +
      `Recibe este correo porque las confirmaciones de entrega están activadas en sus ajustes.\n`,
  }),
};

export const recipientNoticeMail = (lang: TLang, input: TRecipientNoticeInput) => RECIPIENT[lang](input);
export const trackingNoticeMail = (lang: TLang, input: TTrackingNoticeInput) => TRACKING[lang](input);
export const deliveryConfirmationMail = (lang: TLang, input: TTrackingNoticeInput) => DELIVERED[lang](input);
