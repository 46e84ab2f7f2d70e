import type { TCarrierCallErrorCode } from "../carrier-call-error.ts";

/**
 * Mondial Relay's WSI answers every call with a numeric STAT (Web Service documentation v5.7,
 * "Table of return codes"). 0 is success; 80 to 83 are the tracking states of
 * WSI2_TracingColisDetaille. Every other code is an error, mapped here to the API's codes; the
 * short description goes to the logs only.
 */
type TStatEntry = [TCarrierCallErrorCode, string];

const STAT_TABLE: Record<string, TStatEntry> = {
  "1": ["carrier.auth_failed", "incorrect merchant (Enseigne)"],
  "2": ["carrier.auth_failed", "merchant number empty"],
  "3": ["carrier.auth_failed", "incorrect merchant account number"],
  "5": ["carrier.invalid_request", "incorrect merchant shipment reference"],
  "7": ["carrier.invalid_request", "incorrect consignee reference"],
  "8": ["carrier.auth_failed", "incorrect password or hash"],
  "9": ["carrier.invalid_address", "unknown or not unique city"],
  "10": ["carrier.service_unavailable", "incorrect type of collection"],
  "11": ["carrier.invalid_request", "incorrect collection relay point number"],
  "12": ["carrier.invalid_address", "incorrect collection relay point country"],
  "13": ["carrier.service_unavailable", "incorrect type of delivery"],
  "14": ["carrier.invalid_request", "incorrect delivery relay point number"],
  "15": ["carrier.invalid_address", "incorrect delivery relay point country"],
  "20": ["carrier.invalid_request", "incorrect parcel weight"],
  "21": ["carrier.invalid_request", "incorrect developed length"],
  "22": ["carrier.invalid_request", "incorrect parcel size"],
  "24": ["carrier.not_found", "incorrect shipment number"],
  "26": ["carrier.invalid_request", "incorrect assembly time"],
  "27": ["carrier.service_unavailable", "incorrect mode of collection or delivery"],
  "28": ["carrier.service_unavailable", "incorrect mode of collection"],
  "29": ["carrier.service_unavailable", "incorrect mode of delivery"],
  "30": ["carrier.invalid_address", "incorrect address line 1"],
  "31": ["carrier.invalid_address", "incorrect address line 2"],
  "33": ["carrier.invalid_address", "incorrect address line 3"],
  "34": ["carrier.invalid_address", "incorrect address line 4"],
  "35": ["carrier.invalid_address", "incorrect city"],
  "36": ["carrier.invalid_address", "incorrect postcode"],
  "37": ["carrier.invalid_address", "incorrect country"],
  "38": ["carrier.invalid_request", "incorrect phone number"],
  "39": ["carrier.invalid_request", "incorrect e-mail"],
  "40": ["carrier.invalid_request", "missing parameters"],
  "42": ["carrier.invalid_request", "incorrect cash-on-delivery amount"],
  "43": ["carrier.invalid_request", "incorrect cash-on-delivery currency"],
  "44": ["carrier.invalid_request", "incorrect shipment value"],
  "45": ["carrier.invalid_request", "incorrect shipment value currency"],
  "46": ["carrier.unavailable", "end of the account's shipment number range"],
  "47": ["carrier.invalid_request", "incorrect number of parcels"],
  "48": ["carrier.service_unavailable", "multi-parcel not permitted at relay points"],
  "49": ["carrier.invalid_request", "incorrect action"],
  "60": ["carrier.invalid_request", "incorrect text field"],
  "61": ["carrier.invalid_request", "incorrect notification request"],
  "62": ["carrier.invalid_request", "incorrect extra delivery information"],
  "63": ["carrier.invalid_request", "incorrect insurance"],
  "64": ["carrier.invalid_request", "incorrect assembly time"],
  "65": ["carrier.invalid_request", "incorrect appointment"],
  "66": ["carrier.invalid_request", "incorrect take back"],
  "67": ["carrier.invalid_request", "incorrect latitude"],
  "68": ["carrier.invalid_request", "incorrect longitude"],
  "69": ["carrier.auth_failed", "incorrect merchant code"],
  "70": ["carrier.not_found", "incorrect relay point number"],
  "71": ["carrier.invalid_request", "invalid point-of-sale type"],
  "74": ["carrier.invalid_request", "incorrect language"],
  "78": ["carrier.service_unavailable", "incorrect country of collection"],
  "79": ["carrier.service_unavailable", "incorrect country of delivery"],
  "92": ["carrier.invalid_address", "relay point country differs from the consignee's country"],
  "93": ["carrier.service_unavailable", "no information given by the sorting plan"],
  "94": ["carrier.not_found", "unknown parcel"],
  "95": ["carrier.auth_failed", "merchant account not activated"],
  "97": ["carrier.auth_failed", "incorrect security key"],
  "98": ["carrier.invalid_request", "generic error (incorrect parameters)"],
  "99": ["carrier.unavailable", "generic technical error of the service"],
};

/** The API's code and a log description of a WSI error STAT (unknown codes: invalid request). */
export function describeStat(stat: string): { code: TCarrierCallErrorCode; text: string } {
  const entry = STAT_TABLE[stat];
  if (entry) return { code: entry[0], text: entry[1] };
  return { code: "carrier.invalid_request", text: "undocumented STAT" };
}

/** Every documented error STAT, for the docs and the contract test. */
export const DOCUMENTED_ERROR_STATS = Object.keys(STAT_TABLE);
