import type { TLang } from "@ship/domain";

/** The batch's summary e-mail (issue 14: one e-mail sums up the batch), in the customer's language. */
export type TSummaryInput = {
  shipped: number;
  refused: number;
  /** Formatted amounts: what was charged, and given back for refused recipients. */
  charged: string;
  refunded: string;
  /** Absolute links: the confirmation page, the batch's labels. */
  page: string;
  labels: string | null;
};

const MAIL: Record<TLang, { subject: (n: number) => string; body: (input: TSummaryInput) => string }> = {
  en: {
    subject: (n) => `Your mass mailing: ${n} shipment(s) ready`,
    body: (i) =>
      [
        `Your mass mailing is done: ${i.shipped} shipment(s) created, ${i.refused} refused by the carrier.`,
        `Charged: ${i.charged}. Given back for refused shipments: ${i.refunded}.`,
        i.labels ? `Every label in one file: ${i.labels}` : "No label to print.",
        `Details and each shipment's label: ${i.page}`,
      ].join("\n\n"),
  },
  fr: {
    subject: (n) => `Votre envoi en masse : ${n} envoi(s) prêt(s)`,
    body: (i) =>
      [
        `Votre envoi en masse est terminé : ${i.shipped} envoi(s) créé(s), ${i.refused} refusé(s) par le transporteur.`,
        `Montant payé : ${i.charged}. Remboursé pour les envois refusés : ${i.refunded}.`,
        i.labels
          ? `Toutes les étiquettes dans un seul fichier : ${i.labels}`
          : "Aucune étiquette à imprimer.",
        `Le détail et l’étiquette de chaque envoi : ${i.page}`,
      ].join("\n\n"),
  },
  es: {
    subject: (n) => `Su envío masivo: ${n} envío(s) listo(s)`,
    body: (i) =>
      [
        `Su envío masivo ha terminado: ${i.shipped} envío(s) creado(s), ${i.refused} rechazado(s) por el transportista.`,
        `Importe cobrado: ${i.charged}. Devuelto por los envíos rechazados: ${i.refunded}.`,
        i.labels ? `Todas las etiquetas en un solo archivo: ${i.labels}` : "Ninguna etiqueta que imprimir.",
        `El detalle y la etiqueta de cada envío: ${i.page}`,
      ].join("\n\n"),
  },
};

export function buildSummaryMail(lang: TLang, input: TSummaryInput): { subject: string; text: string } {
  const texts = MAIL[lang];
  return { subject: texts.subject(input.shipped), text: texts.body(input) };
}
