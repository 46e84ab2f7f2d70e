import { CARRIER_CODES, type TCarrierCode } from "@ship/domain";
import type { TNewCarrier } from "../database.ts";

const CARRIER_NAMES: Record<TCarrierCode, string> = {
  CHRONOPOST: "Chronopost",
  COLISSIMO: "Colissimo",
  COURSIER: "Coursier",
  DHL: "DHL Express",
  DPD: "DPD",
  FEDEX: "FedEx",
  MONDIALRELAY: "Mondial Relay",
  TNT: "TNT",
  UPS: "UPS",
};

/** Spec §9 carriers in the spec's order; logos are served by the web app from public/carriers. */
export function listCarrierSeeds(): TNewCarrier[] {
  return CARRIER_CODES.map((code, index) => ({
    code,
    name: CARRIER_NAMES[code],
    logo: `/carriers/${code.toLowerCase()}.svg`,
    sort_order: index + 1,
  }));
}
