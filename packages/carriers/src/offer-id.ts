import { createHash } from "node:crypto";

/** Same carrier, service, shipment date and shipment inputs: same id (spec §4: a new date, a new id). */
export function createOfferId(
  carrierCode: string,
  serviceCode: string,
  shipmentDate: string,
  shipmentKey: string,
) {
  const digest = createHash("sha256")
    .update(`${carrierCode}|${serviceCode}|${shipmentDate}|${shipmentKey}`)
    .digest("hex");
  return `${serviceCode.toLowerCase()}-${digest.slice(0, 20)}`;
}
