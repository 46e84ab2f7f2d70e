import { hash } from "node:crypto";

/** Same carrier, service, shipment date and shipment inputs: same id (spec §4: a new date, a new id). */
export function createOfferId(
  carrierCode: string,
  serviceCode: string,
  shipmentDate: string,
  shipmentKey: string,
) {
  // One-shot hash: no Hash object per offer (every offer of every rating gets an id).
  const digest = hash("sha256", `${carrierCode}|${serviceCode}|${shipmentDate}|${shipmentKey}`, "hex");
  return `${serviceCode.toLowerCase()}-${digest.slice(0, 20)}`;
}
