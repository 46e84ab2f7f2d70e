// Our service codes (rate-sheets/mondialrelay.json, the sandbox's) and the WSI delivery modes
// they stand for (documentation v5.7, "Modes of collection and delivery").

/** ModeLiv: 24R delivers to a Point Relais®; HOM is the standard home delivery. */
export const DELIVERY_MODES: Record<string, { mode: "24R" | "HOM"; toRelayPoint: boolean }> = {
  MONDIALRELAY_POINT_RELAIS: { mode: "24R", toRelayPoint: true },
  MONDIALRELAY_EUROPE: { mode: "24R", toRelayPoint: true },
  MONDIALRELAY_DOMICILE: { mode: "HOM", toRelayPoint: false },
};

/**
 * ModeCol REL: the sender drops the parcel at a Point Relais® of their choice, which the WSI
 * takes as COL_Rel "AUTO". Our Mondial Relay services are drop-off only (no pickup).
 */
export const COLLECTION_MODE = "REL";
export const ANY_DROP_OFF_POINT = "AUTO";

/** A relay point's id in our API: its country and Mondial Relay number, e.g. "FR-066974". */
export function formatRelayPointId(country: string, number: string): string {
  return `${country}-${number}`;
}

export function parseRelayPointId(id: string): { country: string; number: string } | undefined {
  const match = /^([A-Z]{2})-(\d{6})$/.exec(id.trim().toUpperCase());
  return match ? { country: match[1] as string, number: match[2] as string } : undefined;
}

/** Expe_Langage / Dest_Langage / Langue: the language of the country, English elsewhere. */
const LANGUAGES: Record<string, string> = {
  FR: "FR",
  MC: "FR",
  BE: "FR",
  LU: "FR",
  ES: "ES",
  PT: "PT",
  NL: "NL",
  DE: "DE",
  AT: "DE",
  IT: "IT",
  PL: "PL",
};
export function languageOf(country: string): string {
  return LANGUAGES[country.toUpperCase()] ?? "EN";
}
