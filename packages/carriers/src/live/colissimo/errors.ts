import { CarrierCallError, type TCarrierCallErrorCode } from "../carrier-call-error.ts";

// How Colissimo's documented error codes map to the API's codes (docs/carriers/colissimo.md has
// the table and says which rows come from the carrier's documents and which were chosen).

const SLS_MESSAGE_CODES: Record<string, TCarrierCallErrorCode> = {
  // Contract number or password refused.
  "30000": "carrier.auth_failed",
  // The contract exists but may not use this service.
  "30008": "carrier.service_unavailable",
};

/** Point-retrait errorCode values (Delivery Options web service, error table). */
const PICKUP_ERROR_CODES: Record<string, TCarrierCallErrorCode> = {
  // Account number, password or postcode/city missing: our request was incomplete.
  "101": "carrier.auth_failed",
  "102": "carrier.auth_failed",
  "104": "carrier.invalid_address",
  "105": "carrier.invalid_address",
  "117": "carrier.invalid_address",
  "120": "carrier.invalid_request",
  "121": "carrier.invalid_request",
  "122": "carrier.invalid_request",
  "123": "carrier.invalid_request",
  "124": "carrier.not_found",
  "125": "carrier.invalid_address",
  "129": "carrier.invalid_address",
  "143": "carrier.invalid_address",
  "144": "carrier.invalid_address",
  "145": "carrier.invalid_address",
  "146": "carrier.service_unavailable",
  // Identifier or password refused; service not allowed for this account.
  "201": "carrier.auth_failed",
  "202": "carrier.auth_failed",
  "1000": "carrier.unavailable",
};

/** Point-retrait codes meaning "no point matched": an empty result, not a failure. */
export const PICKUP_NONE_FOUND_CODES = new Set(["203", "300", "301"]);

/** Timeline status codes other than "0" (tracking-timeline-ws). */
const TIMELINE_STATUS_CODES: Record<string, TCarrierCallErrorCode> = {
  // Login or password refused.
  "202": "carrier.auth_failed",
  // Unknown parcel number, or one not belonging to this account.
  "104": "carrier.not_found",
  "105": "carrier.not_found",
};

export type TColissimoApi = "sls" | "pickup" | "timeline";

const TABLES: Record<TColissimoApi, Record<string, TCarrierCallErrorCode>> = {
  sls: SLS_MESSAGE_CODES,
  pickup: PICKUP_ERROR_CODES,
  timeline: TIMELINE_STATUS_CODES,
};

/** Codes a table does not list are refusals of what we sent (timeline: an unknown parcel). */
const DEFAULT_CODES: Record<TColissimoApi, TCarrierCallErrorCode> = {
  sls: "carrier.invalid_request",
  pickup: "carrier.invalid_request",
  timeline: "carrier.not_found",
};

/** The API's error for one of Colissimo's error codes; the carrier's text stays in `detail`. */
export function colissimoError(
  api: TColissimoApi,
  carrierCode: string,
  message: string | null | undefined,
  status?: number,
): CarrierCallError {
  const code = TABLES[api][carrierCode] ?? DEFAULT_CODES[api];
  return new CarrierCallError("COLISSIMO", code, `${api} ${carrierCode}: ${message ?? ""}`.trim(), {
    status,
  });
}

/**
 * HTTP statuses every Colissimo API documents alike: 401/403 credentials refused (or the account
 * closed), 422 a body the service could not read. 5xx and 429 never get here (callCarrier).
 */
export function checkHttpStatus(status: number, text: string): void {
  if (status === 401 || status === 403) {
    throw new CarrierCallError("COLISSIMO", "carrier.auth_failed", `HTTP ${status}: ${text.slice(0, 300)}`, {
      status,
    });
  }
  if (status === 422 || status === 404 || status === 405 || status === 415) {
    throw new CarrierCallError(
      "COLISSIMO",
      "carrier.invalid_request",
      `HTTP ${status}: ${text.slice(0, 300)}`,
      {
        status,
      },
    );
  }
}
