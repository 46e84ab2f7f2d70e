import { generateTrackingNumber } from "../tracking/tracking-numbers.ts";
import type { TInvoiceInput, TLabelInput, TProformaInput } from "../types.ts";

// Sample inputs for tests and the benchmark, with the accents customers type.

export function buildSampleLabelInput(parcelCount = 1): TLabelInput {
  return {
    carrier: "COLISSIMO",
    carrierName: "Colissimo",
    serviceName: "Colissimo Domicile sans signature",
    sender: {
      name: "Frédérique Lefèvre",
      company: "Les Délices de Noël SARL",
      address1: "12 rue de la Façade",
      postcode: "69002",
      city: "Lyon",
      countryCode: "FR",
      countryName: "France",
      phone: "+33 4 72 00 00 00",
    },
    recipient: {
      name: "José Muñoz Peña",
      company: "Café Niño",
      address1: "3 avenue des Champs-Élysées",
      address2: "Escalier C, 4e étage",
      postcode: "75008",
      city: "Paris",
      countryCode: "FR",
      countryName: "France",
      phone: "+33 6 12 34 56 78",
    },
    parcels: Array.from({ length: parcelCount }, (_, i) => ({
      trackingNumber: generateTrackingNumber("COLISSIMO", 47312482 + i),
      weightGrams: 2500 + i * 100,
    })),
    shipmentDate: "2026-11-23",
    reference: "CMD-2026-0042",
    lang: "fr",
  };
}

export function buildSampleProformaInput(): TProformaInput {
  return {
    number: "SHP-000123",
    date: "2026-11-23",
    lang: "en",
    currency: "USD",
    exporter: {
      name: "John O'Brien",
      company: "Acme Corp",
      address1: "500 Market Street",
      postcode: "94105",
      city: "San Francisco",
      countryCode: "US",
      countryName: "United States",
    },
    importer: {
      name: "Hélène Dupré",
      address1: "8 place de l'Église",
      postcode: "13001",
      city: "Marseille",
      countryCode: "FR",
      countryName: "France",
    },
    carrierName: "UPS",
    trackingNumber: "1Z5R89390357567127",
    reasonForExport: "Sale",
    signatoryName: "John O'Brien",
    lines: [
      { description: "Cotton T-shirt", countryOfOrigin: "PT", quantity: 1, unitPriceCents: 1999 },
      { description: "Leather wallet", countryOfOrigin: "IT", quantity: 3, unitPriceCents: 4550 },
    ],
  };
}

export function buildSampleInvoiceInput(lang: TInvoiceInput["lang"] = "fr"): TInvoiceInput {
  return {
    invoiceNumber: "F2026-000042",
    issueDate: "2026-11-23",
    lang,
    currency: "EUR",
    seller: {
      name: "ShipCompare SAS",
      address1: "1 rue de Rivoli",
      postcode: "75001",
      city: "Paris",
      countryCode: "FR",
      vatNumber: "FR12345678901",
    },
    customer: {
      name: "Núria Gómez",
      company: "Bodega Añeja SL",
      address1: "Calle Mayor 5",
      postcode: "28013",
      city: "Madrid",
      countryCode: "ES",
    },
    lines: [
      {
        description: "Colissimo Domicile - CP473124829FR",
        quantity: 1,
        unitPriceCents: 1234,
        vatRatePercent: 20,
      },
      { description: "Assurance", quantity: 1, unitPriceCents: 200, vatRatePercent: 0 },
      { description: "UPS Standard", quantity: 3, unitPriceCents: 1999, vatRatePercent: 20 },
    ],
  };
}
