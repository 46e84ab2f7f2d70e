import type { TShipmentConfirmation } from "@ship/contracts";

export type TLabelLink = { format: "A4" | "10x15" | "ZPL"; url: string };

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;
}

/**
 * The label downloads of the confirmation (spec §2 'print labels'): a PDF label comes as an A4
 * sheet or a 10 x 15 cm thermal label; a ZPL label (spec §3 label_format) is the printer file.
 */
export function labelLinks(
  shipment: Pick<TShipmentConfirmation, "label_format" | "documents">,
): TLabelLink[] {
  const url = shipment.documents.label_url;
  if (shipment.label_format === "ZPL") return [{ format: "ZPL", url }];
  return [
    { format: "A4", url: withQuery(url, "format", "A4") },
    { format: "10x15", url: withQuery(url, "format", "10x15") },
  ];
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
