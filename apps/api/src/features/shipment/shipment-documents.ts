import type { TBrandSeller, TRelayPoint, TShippingInfo } from "@ship/contracts";
import {
  renderInvoicePdf,
  renderLabelPdf,
  renderLabelZpl,
  renderPersonalEffectsPdf,
  renderProformaPdf,
  type TDocumentAddress,
  type TInvoiceLine,
  type TLabelInput,
  type TLabelPageFormat,
} from "@ship/documents";
import type { TCarrierCode, TLang } from "@ship/domain";
import type { TCreditNoteRow } from "./credit-note-repository.ts";
import { shipmentFileKey, type TShipmentDocument } from "./shipment-files.ts";
import type { TInvoiceRow, TShipmentRow } from "./shipment-repository.ts";

/**
 * The shipment's documents, rendered from the stored rows (decision 015): the rows hold every
 * printed value (tracking numbers, addresses, invoice number and lines), so the same row always
 * prints the same document, and a label can be printed in either page size. Each function
 * answers the document's key, name and type at once and renders only when asked (`render`): a
 * document already in the store is served from there (decision 052).
 */

type TStoredAddress = TShippingInfo["ship_from"];

export function toDocumentAddress(address: TStoredAddress): TDocumentAddress {
  return {
    name: address.name,
    ...(address.company ? { company: address.company } : {}),
    address1: address.address1,
    ...(address.address2 ? { address2: address.address2 } : {}),
    ...(address.address3 ? { address3: address.address3 } : {}),
    postcode: address.postcode,
    city: address.city,
    countryCode: address.country_code,
    phone: address.phone,
    email: address.email,
  };
}

export type TDocumentFile = { body: Buffer; contentType: string; filename: string };

/** A PDF of the shipment, kept as `name` in its folder of the store. */
const pdf = (
  shipment: TShipmentRow,
  name: string,
  filename: string,
  render: () => Promise<Uint8Array>,
): TShipmentDocument => ({
  key: shipmentFileKey(shipment.id, name),
  contentType: "application/pdf",
  filename,
  render: async () => Buffer.from(await render()),
});

/** What a label, pro-forma or declaration reads from the order besides the shipment row, loaded only to render. */
export type TOrderExtrasLoader = () => Promise<{
  relayPoint: TLabelRelayPoint | null;
  duties: readonly TDutyRowStored[];
  passportNumber: string;
  remarks: string;
}>;

/** The relay point's fields a label needs (contract TRelayPoint). */
export type TLabelRelayPoint = Pick<
  TRelayPoint,
  "id" | "name" | "company" | "address1" | "address2" | "address3" | "postcode" | "city" | "country_code"
>;

/**
 * Delivered to a relay point (spec §3 dropoff_to): the parcel is addressed to the point, for the
 * recipient, whose name and phone stay on the label so the point can call them.
 */
function labelRecipient(shipment: TShipmentRow, relayPoint: TLabelRelayPoint | null): TDocumentAddress {
  const recipient = toDocumentAddress(shipment.ship_to as TStoredAddress);
  if (!relayPoint) return recipient;
  return {
    name: recipient.name,
    company: `${relayPoint.company || relayPoint.name} (${relayPoint.id})`,
    address1: relayPoint.address1,
    ...(relayPoint.address2 ? { address2: relayPoint.address2 } : {}),
    ...(relayPoint.address3 ? { address3: relayPoint.address3 } : {}),
    postcode: relayPoint.postcode,
    city: relayPoint.city,
    countryCode: relayPoint.country_code,
    ...(recipient.phone ? { phone: recipient.phone } : {}),
  };
}

/** What a label prints of a stored shipment (one label per parcel). */
export function labelInput(shipment: TShipmentRow, relayPoint: TLabelRelayPoint | null): TLabelInput {
  const numbers = shipment.tracking_numbers as string[];
  const weights = shipment.parcel_weights_g as number[];
  return {
    carrier: shipment.carrier_code as TCarrierCode,
    carrierName: shipment.carrier_name,
    serviceName: shipment.service_name,
    sender: toDocumentAddress(shipment.ship_from as TStoredAddress),
    recipient: labelRecipient(shipment, relayPoint),
    parcels: numbers.map((trackingNumber, index) => ({
      trackingNumber,
      weightGrams: weights[index] ?? weights[0] ?? 0,
    })),
    shipmentDate: shipment.shipment_date,
    ...(shipment.reference ? { reference: shipment.reference } : {}),
    lang: shipment.lang,
  };
}

/** The label in the format chosen in the order: ZPL for thermal printers, else PDF (10 x 15 or A4). */
export function shipmentLabel(
  shipment: TShipmentRow,
  extras: TOrderExtrasLoader,
  pageFormat: TLabelPageFormat = "10x15",
): TShipmentDocument {
  const base = `label-${(shipment.tracking_numbers as string[])[0] ?? shipment.id}`;
  const input = async () => labelInput(shipment, (await extras()).relayPoint);
  if (shipment.label_format === "ZPL") {
    return {
      key: shipmentFileKey(shipment.id, "label.zpl"),
      contentType: "application/zpl; charset=utf-8",
      filename: `${base}.zpl`,
      render: async () => Buffer.from(renderLabelZpl(await input()), "utf8"),
    };
  }
  return pdf(shipment, `label-${pageFormat}.pdf`, `${base}-${pageFormat}.pdf`, async () =>
    renderLabelPdf(await input(), pageFormat),
  );
}

type TDutyRowStored = {
  desc: string;
  country: string;
  qty: number;
  unit_price: number;
  currency: string;
  total_eur: number;
};

/**
 * The pro-forma's lines: the order's customs rows in their currency when they share one, else in
 * euros (their converted totals); without rows, the declared content and value.
 */
function proformaLines(shipment: TShipmentRow, duties: readonly TDutyRowStored[]) {
  const from = shipment.ship_from as TStoredAddress;
  if (duties.length === 0) {
    return {
      currency: shipment.currency as string,
      lines: [
        {
          description: shipment.content,
          countryOfOrigin: from.country_code,
          quantity: 1,
          unitPriceCents: Number(shipment.declared_value_cents ?? 0),
        },
      ],
    };
  }
  const currencies = new Set(duties.map((row) => row.currency));
  const [single] = currencies;
  if (currencies.size === 1 && single) {
    return {
      currency: single,
      lines: duties.map((row) => ({
        description: row.desc,
        countryOfOrigin: row.country,
        quantity: row.qty,
        unitPriceCents: row.unit_price,
      })),
    };
  }
  return {
    currency: "EUR",
    lines: duties.map((row) => ({
      description: row.desc,
      countryOfOrigin: row.country,
      quantity: row.qty,
      unitPriceCents: Math.round(row.total_eur / row.qty),
    })),
  };
}

/** Spec §5 customs: the pro-forma invoice in three copies, from the order's customs rows. */
export function shipmentProforma(shipment: TShipmentRow, extras: TOrderExtrasLoader): TShipmentDocument {
  const numbers = shipment.tracking_numbers as string[];
  return pdf(shipment, "proforma.pdf", `proforma-${numbers[0] ?? shipment.id}.pdf`, async () =>
    renderProforma(shipment, (await extras()).duties),
  );
}

function renderProforma(shipment: TShipmentRow, duties: readonly TDutyRowStored[]) {
  const from = shipment.ship_from as TStoredAddress;
  const numbers = shipment.tracking_numbers as string[];
  return renderProformaPdf({
    number: shipment.id,
    date: shipment.shipment_date,
    exporter: toDocumentAddress(from),
    importer: toDocumentAddress(shipment.ship_to as TStoredAddress),
    carrierName: shipment.carrier_name,
    ...(numbers[0] ? { trackingNumber: numbers[0] } : {}),
    reasonForExport: shipment.reason,
    ...proformaLines(shipment, duties),
    signatoryName: from.name,
    place: from.city,
    lang: shipment.lang,
  });
}

/** The sender's personal effects declaration (spec §5), in the shipment's language. */
export function shipmentPersonalEffects(
  shipment: TShipmentRow,
  extras: TOrderExtrasLoader,
): TShipmentDocument {
  const numbers = shipment.tracking_numbers as string[];
  return pdf(
    shipment,
    "personal-effects.pdf",
    `personal-effects-${numbers[0] ?? shipment.id}.pdf`,
    async () => {
      const { passportNumber, remarks } = await extras();
      return renderPersonalEffects(shipment, passportNumber, remarks);
    },
  );
}

function renderPersonalEffects(shipment: TShipmentRow, passportNumber: string, remarks: string) {
  const numbers = shipment.tracking_numbers as string[];
  return renderPersonalEffectsPdf({
    date: shipment.shipment_date,
    sender: toDocumentAddress(shipment.ship_from as TStoredAddress),
    recipient: toDocumentAddress(shipment.ship_to as TStoredAddress),
    carrierName: shipment.carrier_name,
    ...(numbers[0] ? { trackingNumber: numbers[0] } : {}),
    contents: shipment.content,
    declaredValueCents: Number(shipment.declared_value_cents ?? 0),
    currency: shipment.currency,
    passportNumber,
    ...(remarks ? { remarks } : {}),
    lang: shipment.lang,
  });
}

const PAYMENT_METHOD_NAMES: Record<TLang, Record<string, string>> = {
  en: { credit_card: "Card", credit: "Account credit", deferred: "Deferred payment", free: "None" },
  fr: { credit_card: "Carte bancaire", credit: "Compte crédit", deferred: "Paiement différé", free: "Aucun" },
  es: { credit_card: "Tarjeta", credit: "Crédito de la cuenta", deferred: "Pago aplazado", free: "Ninguno" },
};

/** The operator's company as printed on invoices (the default brand's seller). */
export function toSellerAddress(seller: TBrandSeller): TDocumentAddress {
  return {
    name: seller.company,
    address1: seller.address1,
    ...(seller.address2 ? { address2: seller.address2 } : {}),
    postcode: seller.postcode,
    city: seller.city,
    countryCode: seller.country_code,
    ...(seller.vat_number ? { vatNumber: seller.vat_number } : {}),
  };
}

/** The invoice as issued with the shipment's waybill. */
export function shipmentInvoice(
  shipment: TShipmentRow,
  invoice: TInvoiceRow,
  seller: TDocumentAddress,
): TShipmentDocument {
  return pdf(shipment, "invoice.pdf", `invoice-${invoice.number}.pdf`, () => renderInvoice(invoice, seller));
}

/** What an invoice and its credit note print alike: the parties, the lines, currency and language. */
const invoiceBody = (invoice: TInvoiceRow, seller: TDocumentAddress) => ({
  seller,
  customer: invoice.customer as TDocumentAddress,
  lines: invoice.lines as TInvoiceLine[],
  currency: invoice.currency,
  lang: invoice.lang,
});

function renderInvoice(invoice: TInvoiceRow, seller: TDocumentAddress) {
  return renderInvoicePdf({
    invoiceNumber: invoice.number,
    issueDate: invoice.issue_date,
    ...invoiceBody(invoice, seller),
    paymentMethod: PAYMENT_METHOD_NAMES[invoice.lang][invoice.payment_method] ?? invoice.payment_method,
  });
}

const REFUND_NAMES: Record<TLang, Record<TCreditNoteRow["refund_method"], string>> = {
  en: {
    credit_card: "To the card",
    credit: "To the account credit",
    cancelled_debt: "Unpaid invoice cancelled",
  },
  fr: {
    credit_card: "Sur la carte",
    credit: "Sur le compte crédit",
    cancelled_debt: "Facture impayée annulée",
  },
  es: {
    credit_card: "A la tarjeta",
    credit: "Al crédito de la cuenta",
    cancelled_debt: "Factura pendiente anulada",
  },
};

/** The credit note of a cancelled shipment's invoice: the invoice's lines, credited, and the refund. */
export function shipmentCreditNote(
  shipment: TShipmentRow,
  note: TCreditNoteRow,
  invoice: TInvoiceRow,
  seller: TDocumentAddress,
): TShipmentDocument {
  return pdf(shipment, "credit-note.pdf", `credit-note-${note.number}.pdf`, () =>
    renderInvoicePdf({
      invoiceNumber: note.number,
      issueDate: note.issue_date,
      ...invoiceBody(invoice, seller),
      creditNote: { creditedInvoice: invoice.number, refund: REFUND_NAMES[invoice.lang][note.refund_method] },
    }),
  );
}

const INSURANCE_LINE: Record<TLang, string> = { en: "Insurance", fr: "Assurance", es: "Seguro" };
const VOUCHER_LINE: Record<TLang, string> = {
  en: "Voucher",
  fr: "Bon de réduction",
  es: "Vale de descuento",
};

/** Invoice lines of an order: the transport at the offer's VAT rate, insurance VAT-exempt. */
export function buildInvoiceLines(args: {
  lang: TLang;
  carrierName: string;
  serviceName: string;
  trackingNumber: string;
  priceTe: number;
  vatRatePercent: number;
  insurance: number;
  /** The voucher discount actually granted (cents, including tax). */
  discount: number;
}): TInvoiceLine[] {
  const lines: TInvoiceLine[] = [
    {
      // "DPD Predict", not "DPD DPD Predict": most service names already start with the carrier's.
      description: `${args.serviceName.startsWith(args.carrierName) ? args.serviceName : `${args.carrierName} ${args.serviceName}`} - ${args.trackingNumber}`,
      quantity: 1,
      unitPriceCents: args.priceTe,
      vatRatePercent: args.vatRatePercent,
    },
  ];
  if (args.insurance > 0) {
    lines.push({
      description: INSURANCE_LINE[args.lang],
      quantity: 1,
      unitPriceCents: args.insurance,
      vatRatePercent: 0,
    });
  }
  // A voucher reduces the amount paid including tax: one negative line, so the invoice total is
  // exactly what was charged.
  if (args.discount > 0) {
    lines.push({
      description: VOUCHER_LINE[args.lang],
      quantity: 1,
      unitPriceCents: -args.discount,
      vatRatePercent: 0,
    });
  }
  return lines;
}
