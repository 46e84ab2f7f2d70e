import { SHIPMENT_STATUS_CODES, type TRelayPoint, type TShipmentConfirmation } from "@ship/contracts";
import { documentUrl, needsDeclaration } from "./shipment-links.ts";
import type { TInvoiceRow, TShipmentRow } from "./shipment-repository.ts";

type TParty = TShipmentConfirmation["ship_from"];

/** The confirmation shows who and where, never the street, phone or e-mail. */
function partyOf(value: unknown): TParty {
  const address = value as Omit<TParty, "company"> & { company?: string };
  return {
    name: address.name,
    company: address.company ?? "",
    city: address.city,
    postcode: address.postcode,
    country_code: address.country_code,
  };
}

function relayPointOf(relayPoint: TRelayPoint | null): TShipmentConfirmation["relay_point"] {
  if (!relayPoint) return null;
  const { id, name, address1, postcode, city, country_code, latitude, longitude } = relayPoint;
  return { id, name, address1, postcode, city, country_code, latitude, longitude };
}

function priceOf(row: TShipmentRow): TShipmentConfirmation["price"] {
  const priceTi = Number(row.price_ti_cents);
  const insurance = Number(row.insurance_cents);
  const total = Number(row.total_cents);
  // What the total leaves out of offer + insurance: the voucher.
  return {
    currency: row.currency,
    price_ti: priceTi,
    insurance,
    voucher_discount: priceTi + insurance - total,
    total,
  };
}

/** The confirmation page's answer (POST /order, GET /shipments/{id}) from the stored shipment. */
export function confirmationOf(
  row: TShipmentRow,
  invoice: TInvoiceRow | undefined,
  relayPoint: TRelayPoint | null,
): TShipmentConfirmation {
  return {
    id: row.id,
    status: row.status,
    status_code: SHIPMENT_STATUS_CODES[row.status],
    carrier_code: row.carrier_code as TShipmentConfirmation["carrier_code"],
    carrier_name: row.carrier_name,
    service_code: row.service_code,
    service_name: row.service_name,
    tracking_numbers: row.tracking_numbers as string[],
    tracking_url: row.tracking_url,
    label_format: row.label_format,
    shipping_method: row.shipping_method,
    shipment_date: row.shipment_date,
    expected_delivery_date: row.expected_delivery_date,
    ship_from: partyOf(row.ship_from),
    ship_to: partyOf(row.ship_to),
    relay_point: relayPointOf(relayPoint),
    price: priceOf(row),
    payment_method: row.payment_method,
    documents: {
      label_url: documentUrl(row.id, "label"),
      proforma_url: row.customs_required ? documentUrl(row.id, "proforma") : null,
      invoice_url: invoice ? documentUrl(row.id, "invoice") : null,
      personal_effects_url: needsDeclaration(row) ? documentUrl(row.id, "personal-effects") : null,
    },
    invoice_number: invoice?.number ?? null,
    cancellable: row.status === "Validated",
    created_at: new Date(row.created_at).toISOString(),
  };
}
