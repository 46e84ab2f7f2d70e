import {
  endpointPath,
  shipmentInvoiceEndpoint,
  shipmentLabelEndpoint,
  shipmentPersonalEffectsEndpoint,
  shipmentProformaEndpoint,
  type TShipmentConfirmation,
} from "@ship/contracts";
import { API_BASE } from "../../lib/api-client.ts";

export type TLabelLink = { format: "A4" | "10x15" | "ZPL"; url: string };

/**
 * The label downloads of the confirmation (spec §2 'print labels'): a PDF label comes as an A4
 * sheet or a 10 x 15 cm thermal label; a ZPL label (spec §3 label_format) is the printer file.
 * The page links to the file (the browser opens or saves it), so the URL comes from the descriptor.
 */
export function labelLinks(shipment: Pick<TShipmentConfirmation, "id" | "label_format">): TLabelLink[] {
  const params = { id: shipment.id };
  const url = (format?: "A4" | "10x15") =>
    `${API_BASE}${endpointPath(shipmentLabelEndpoint, format ? { params, query: { format } } : { params })}`;
  if (shipment.label_format === "ZPL") return [{ format: "ZPL", url: url() }];
  return [
    { format: "A4", url: url("A4") },
    { format: "10x15", url: url("10x15") },
  ];
}

/**
 * The other documents' links: the pro-forma, the personal effects declaration and the invoice,
 * each only when the shipment has it (its URL in `documents` is not null).
 */
export function documentLinks(shipment: Pick<TShipmentConfirmation, "id" | "documents">) {
  const params = { id: shipment.id };
  const { documents } = shipment;
  const url = (endpoint: typeof shipmentProformaEndpoint, present: string | null) =>
    present === null ? null : `${API_BASE}${endpointPath(endpoint, { params })}`;
  return {
    proforma: url(shipmentProformaEndpoint, documents.proforma_url),
    personalEffects: url(shipmentPersonalEffectsEndpoint, documents.personal_effects_url),
    invoice: url(shipmentInvoiceEndpoint, documents.invoice_url),
  };
}

/**
 * Spec §4: status 2 (Validated) shows Tracking and Cancel. A picked-up or delivered shipment can
 * still be tracked; a cancelled one has nothing to track.
 */
export function shipmentActions(shipment: Pick<TShipmentConfirmation, "status" | "cancellable">) {
  return {
    tracking:
      shipment.status === "Validated" || shipment.status === "Pickuped" || shipment.status === "Delivered",
    cancel: shipment.status === "Validated" && shipment.cancellable,
  };
}
