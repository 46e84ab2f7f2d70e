import type { TCarrierCode, TCents, TLang } from "@ship/domain";

/** A postal address as printed on documents. */
export type TDocumentAddress = {
  name: string;
  company?: string;
  address1: string;
  address2?: string;
  address3?: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Printed after the city when given (in the document's language). */
  countryName?: string;
  phone?: string;
  email?: string;
  vatNumber?: string;
};

export type TLabelParcel = { trackingNumber: string; weightGrams: number };

/** One label page per parcel. */
export type TLabelInput = {
  carrier: TCarrierCode;
  carrierName: string;
  serviceName: string;
  sender: TDocumentAddress;
  recipient: TDocumentAddress;
  parcels: readonly TLabelParcel[];
  /** Shipment date, YYYY-MM-DD. */
  shipmentDate: string;
  /** The customer's own reference (spec §3 customer_code). */
  reference?: string;
  lang: TLang;
};

/** 10 x 15 cm thermal label, or the same label in the top half of an A4 sheet. */
export type TLabelPageFormat = "10x15" | "A4";

export type TProformaLine = {
  description: string;
  /** ISO 3166-1 alpha-2 country of manufacture. */
  countryOfOrigin: string;
  quantity: number;
  unitPriceCents: TCents;
};

export type TProformaInput = {
  /** Document number printed on every copy (usually the shipment's). */
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  exporter: TDocumentAddress;
  importer: TDocumentAddress;
  carrierName?: string;
  trackingNumber?: string;
  reasonForExport: string;
  currency: string;
  lines: readonly TProformaLine[];
  /** Name printed under the signature line. */
  signatoryName?: string;
  place?: string;
  lang: TLang;
};

export type TInvoiceLine = {
  description: string;
  quantity: number;
  /** Unit price excluding VAT. */
  unitPriceCents: TCents;
  /** 20 for 20 %; 0 for exempt. */
  vatRatePercent: number;
};

export type TInvoiceInput = {
  /** Gap-free numbering is the caller's job; printed as given. */
  invoiceNumber: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate?: string;
  seller: TDocumentAddress & { legalMentions?: string };
  customer: TDocumentAddress;
  lines: readonly TInvoiceLine[];
  currency: string;
  paymentMethod?: string;
  lang: TLang;
  /**
   * A credit note instead of an invoice: its title and number caption, the invoice it credits and
   * how the amount is refunded. Its lines and totals are the credited invoice's, as they were
   * (the title says they are credited; the same rounding gives exactly the invoice's total).
   */
  creditNote?: { creditedInvoice: string; refund: string };
};

/** Spec §5: personal effects sent abroad worth more than $150 travel with this declaration. */
export type TPersonalEffectsInput = {
  /** YYYY-MM-DD. */
  date: string;
  sender: TDocumentAddress;
  recipient: TDocumentAddress;
  carrierName: string;
  trackingNumber?: string;
  contents: string;
  declaredValueCents: TCents;
  currency: string;
  passportNumber: string;
  remarks?: string;
  lang: TLang;
};

/** Spec §3 Bank, §7: the SEPA direct-debit mandate the customer prints, signs and uploads back. */
export type TSepaMandateInput = {
  /** The mandate's unique reference (at most 35 characters). */
  mandateReference: string;
  /** The mandate's date, YYYY-MM-DD. */
  date: string;
  /** The operator, as seller on invoices; its SEPA creditor identifier when it has one. */
  creditor: TDocumentAddress & { creditorId?: string };
  /** The customer; without a saved address only the name and e-mail are printed. */
  debtor: TDocumentAddress;
  /** Electronic format, no spaces: printed in groups of four. */
  iban: string;
  bic: string;
  lang: TLang;
};
