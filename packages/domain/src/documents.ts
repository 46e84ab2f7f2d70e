import type { TParcel } from "./parcel.ts";
import { SHIPMENT_TYPES, type TShipmentType } from "./shipment-type.ts";
import { convertWeightToKg, type TUnitSystem } from "./units.ts";

// Spec §5 (reason 'Documents', only if allowed by the server); the rule is decision 006:
// an envelope, or parcels that each weigh 2 kg or less.
export const DOCUMENTS_MAX_PARCEL_WEIGHT_KG = 2;

/** Whether 'Documents' may be chosen as the reason of a shipment (POST /document_allowed). */
export function isDocumentReasonAllowed(
  shipmentType: TShipmentType,
  parcels: readonly TParcel[],
  unit: TUnitSystem,
): boolean {
  if (shipmentType === SHIPMENT_TYPES.envelope) return true;
  if (shipmentType === SHIPMENT_TYPES.pallet) return false;
  return parcels.every((parcel) => convertWeightToKg(parcel.weight, unit) <= DOCUMENTS_MAX_PARCEL_WEIGHT_KG);
}
