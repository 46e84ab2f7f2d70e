import { CarrierCallError } from "../carrier-call-error.ts";

/**
 * Our Colissimo services (the rate sheet's codes, so that sandbox and live offers, orders and
 * labels line up) and the SLS product codes they are sent as (Colissimo Shipping Web Service,
 * §III.1 "Products available"):
 * - DOM / DOS: home delivery without / with signature, France and international;
 * - COM / CDS: the same two to the French overseas departments and territories (Outre-Mer);
 * - HD: delivery to a pickup point (post office, relay shop, locker), which replaced the older
 *   per-network codes A2P, BPR, CMT, PCS and BDP; it needs `pickupLocationId`.
 * The sheet's international service is the signature product (DOS), as the sheet's liability is
 * the one of a signed delivery; CN23 customs lines are added whenever customs apply.
 */
export const COLISSIMO_SERVICES = {
  COLISSIMO_DOMICILE: { home: "DOM", overseas: "COM" },
  COLISSIMO_SIGNATURE: { home: "DOS", overseas: "CDS" },
  COLISSIMO_POINT_RETRAIT: { home: "HD", overseas: "HD" },
  COLISSIMO_INTERNATIONAL: { home: "DOS", overseas: "CDS" },
} as const;
export type TColissimoServiceCode = keyof typeof COLISSIMO_SERVICES;
export type TColissimoProductCode = (typeof COLISSIMO_SERVICES)[TColissimoServiceCode]["home" | "overseas"];

/** The relay-point product: the only one that takes a pickup location and needs a mobile number. */
export const PICKUP_PRODUCT: TColissimoProductCode = "HD";

/** ISO codes of the French overseas territories Colissimo serves with its Outre-Mer products. */
const OVERSEAS_COUNTRIES = new Set(["GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF", "NC", "PF", "WF", "TF"]);

/** Overseas by its own ISO code, or as FR with a 97x/98x postcode (how French addresses often say it). */
export function isOverseasDestination(countryCode: string, postcode: string): boolean {
  const country = countryCode.toUpperCase();
  if (OVERSEAS_COUNTRIES.has(country)) return true;
  return country === "FR" && /^9[78]/.test(postcode.trim());
}

function isColissimoService(code: string): code is TColissimoServiceCode {
  return Object.hasOwn(COLISSIMO_SERVICES, code);
}

/** The SLS product code of one of our services for a destination; other services are refused. */
export function toProductCode(serviceCode: string, to: { country_code: string; postcode: string }) {
  if (!isColissimoService(serviceCode)) {
    throw new CarrierCallError(
      "COLISSIMO",
      "carrier.service_unavailable",
      `no Colissimo product for service ${serviceCode}`,
    );
  }
  const products = COLISSIMO_SERVICES[serviceCode];
  return isOverseasDestination(to.country_code, to.postcode) ? products.overseas : products.home;
}
