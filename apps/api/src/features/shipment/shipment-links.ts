import { needsPersonalEffectsDeclaration } from "@ship/domain";
import type { TShipmentRow } from "./shipment-repository.ts";

const API_PREFIX = "/api/v4";

export type TDocumentKind = "label" | "proforma" | "invoice" | "credit-note" | "personal-effects";

/** The API path of one of a shipment's documents (the confirmation page and e-mail link them). */
export const documentUrl = (id: string, kind: TDocumentKind) => `${API_PREFIX}/shipments/${id}/${kind}`;

/** The web app's public tracking page of a shipment (hash route, decision 018), absolute on `base`. */
export const trackingPageUrl = (base: string, lang: string, id: string) =>
  `${base}/#/${lang}/shipment-tracking/${id}`;

/** A relay point as an e-mail writes it: "name, street, postcode town". */
export const relayPointLine = (point: { name: string; address1: string; postcode: string; city: string }) =>
  `${point.name}, ${point.address1}, ${point.postcode} ${point.city}`;

/** Spec §5: personal effects sent abroad worth more than $150 travel with a declaration. */
export function needsDeclaration(row: TShipmentRow): boolean {
  return needsPersonalEffectsDeclaration({
    reason: row.reason,
    fromCountry: (row.ship_from as { country_code: string }).country_code,
    toCountry: (row.ship_to as { country_code: string }).country_code,
    declaredValueCents: row.declared_value_cents === null ? null : Number(row.declared_value_cents),
    currency: row.currency,
  });
}
