import type { TLiveService } from "../live-quote.ts";

/**
 * The services of DHL's rate sheet (rate-sheets/dhl.json) that the MyDHL API sells, with the same
 * codes and offer fields, so that live offers, orders and labels line up with the sandbox's.
 * services.test.ts checks that these stay equal to the sheet's. The sheet's pallet service (DHL
 * Freight Euroconnect) is another DHL company's product, not sold through MyDHL.
 */
const express = {
  is_express: true,
  allow_pickup: true,
  allow_dropoff: true,
  delivery_to_collection_point: false,
  tracking: "full",
} as const;

export const DHL_SERVICES = {
  DHL_EXPRESS_ENVELOPE: {
    ...express,
    code: "DHL_EXPRESS_ENVELOPE",
    name: "DHL Express Envelope",
    shipment_types: [1],
    delivery_time: "23:59",
  },
  DHL_EXPRESS_WORLDWIDE: {
    ...express,
    code: "DHL_EXPRESS_WORLDWIDE",
    name: "DHL Express Worldwide",
    shipment_types: [2],
    delivery_time: "23:59",
  },
  DHL_EXPRESS_1200: {
    ...express,
    code: "DHL_EXPRESS_1200",
    name: "DHL Express 12:00",
    shipment_types: [2],
    delivery_time: "12:00",
  },
  DHL_ECONOMY_SELECT: {
    ...express,
    is_express: false,
    code: "DHL_ECONOMY_SELECT",
    name: "DHL Economy Select",
    shipment_types: [2],
    delivery_time: "23:59",
  },
  DHL_EXPRESS_IMPORT: {
    ...express,
    code: "DHL_EXPRESS_IMPORT",
    name: "DHL Express Worldwide Import",
    shipment_types: [1, 2],
    delivery_time: "23:59",
  },
} as const satisfies Record<string, TLiveService>;

export type TDhlServiceCode = keyof typeof DHL_SERVICES;

/**
 * DHL's global product codes (the rates answer's productCode) by our service. Documents (DOX)
 * and parcels (non-DOX) have their own codes; domestic products have theirs. Products without a
 * service of ours (Express 9:00 and 10:30, Medical Express, Jetline, ...) are not offered.
 */
const PRODUCTS_BY_SERVICE: Record<Exclude<TDhlServiceCode, "DHL_EXPRESS_IMPORT">, readonly string[]> = {
  DHL_EXPRESS_ENVELOPE: ["X"],
  /** P dutiable, D documents, U inside the EU, N domestic express. */
  DHL_EXPRESS_WORLDWIDE: ["P", "D", "U", "N"],
  /** Y dutiable, T not dutiable, 1 domestic 12:00. */
  DHL_EXPRESS_1200: ["Y", "T", "1"],
  /** H dutiable, W not dutiable, G domestic. */
  DHL_ECONOMY_SELECT: ["H", "W", "G"],
};

/** Import Express is Express Worldwide billed to the importer's account. */
const IMPORT_PRODUCTS = ["P", "D"];

/** Our service for a product of DHL's rates answer; undefined for products we do not sell. */
export function findServiceOfProduct(productCode: string, isImport: boolean): TLiveService | undefined {
  if (isImport) return IMPORT_PRODUCTS.includes(productCode) ? DHL_SERVICES.DHL_EXPRESS_IMPORT : undefined;
  for (const [code, products] of Object.entries(PRODUCTS_BY_SERVICE)) {
    if (products.includes(productCode)) return DHL_SERVICES[code as TDhlServiceCode];
  }
  return undefined;
}

/**
 * What decides the product of a shipment. DHL's codes come in pairs: a non-dutiable one (DHL's
 * "DOC" products: documents, or goods that stay inside the EU) and a dutiable one (goods that
 * cross a customs border).
 */
export type TProductChoice = { domestic: boolean; dutiable: boolean; withinEu: boolean };

/** The product code to create a shipment of our service with; undefined for an unknown service. */
export function chooseProductCode(serviceCode: string, choice: TProductChoice): string | undefined {
  switch (serviceCode) {
    case "DHL_EXPRESS_ENVELOPE":
      return "X";
    case "DHL_EXPRESS_WORLDWIDE":
      if (choice.domestic) return "N";
      if (choice.dutiable) return "P";
      return choice.withinEu ? "U" : "D";
    case "DHL_EXPRESS_1200":
      if (choice.domestic) return "1";
      return choice.dutiable ? "Y" : "T";
    case "DHL_ECONOMY_SELECT":
      if (choice.domestic) return "G";
      return choice.dutiable ? "H" : "W";
    case "DHL_EXPRESS_IMPORT":
      return choice.dutiable ? "P" : "D";
    default:
      return undefined;
  }
}
