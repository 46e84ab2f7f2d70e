// Spec §9: the carrier list.
export const CARRIER_CODES = [
  "CHRONOPOST",
  "COLISSIMO",
  "COURSIER",
  "DHL",
  "DPD",
  "FEDEX",
  "MONDIALRELAY",
  "TNT",
  "UPS",
] as const;
export type TCarrierCode = (typeof CARRIER_CODES)[number];
