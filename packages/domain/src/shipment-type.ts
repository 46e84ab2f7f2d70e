// Spec §3: shipment_type 1 envelope, 2 parcel (default), 3 pallet.
export const SHIPMENT_TYPES = { envelope: 1, parcel: 2, pallet: 3 } as const;
export type TShipmentTypeName = keyof typeof SHIPMENT_TYPES;
export type TShipmentType = (typeof SHIPMENT_TYPES)[TShipmentTypeName];
export const DEFAULT_SHIPMENT_TYPE: TShipmentType = SHIPMENT_TYPES.parcel;

export type TStackable = 0 | 1;

export function isShipmentType(value: unknown): value is TShipmentType {
  return value === 1 || value === 2 || value === 3;
}

export function getShipmentTypeName(type: TShipmentType): TShipmentTypeName {
  return type === 1 ? "envelope" : type === 3 ? "pallet" : "parcel";
}

/** Spec §2: the stackable choice is offered for pallets only; it means nothing for other types. */
export function normalizeStackable(type: TShipmentType, stackable: TStackable | undefined): TStackable {
  return type === SHIPMENT_TYPES.pallet && stackable === 1 ? 1 : 0;
}
