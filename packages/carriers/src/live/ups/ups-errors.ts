import { CarrierCallError, type TCarrierCallErrorCode } from "../carrier-call-error.ts";
import type { TCarrierHttpResponse } from "../carrier-http.ts";
import { ZUpsErrorBody } from "./schemas.ts";

/**
 * UPS error codes (the `response.errors[].code` of every REST API) and what they mean for us.
 * docs/carriers/ups.md lists them with their sources; codes not listed fall back on the HTTP
 * status (401/403 credentials, 404 unknown, other 4xx a refused request).
 */
const UPS_ERROR_CODES: Record<string, TCarrierCallErrorCode> = {
  // OAuth and security (OAuthClientCredentials.yaml, common error codes).
  "10401": "carrier.auth_failed",
  "250001": "carrier.auth_failed",
  "250002": "carrier.auth_failed",
  "250003": "carrier.auth_failed",
  "250004": "carrier.auth_failed",
  // The shipper number (x-merchant-id / ShipperNumber) does not belong to these credentials.
  "120100": "carrier.auth_failed",
  // Common: transient general failure.
  "20001": "carrier.unavailable",
  // Rating and shipping: the route or service is not served.
  "111100": "carrier.service_unavailable",
  "111210": "carrier.service_unavailable",
  // A weight beyond the service's limit; a unit system the origin country does not use.
  "111035": "carrier.service_unavailable",
  "111057": "carrier.invalid_request",
  // Addresses: postal code / city / country the carrier cannot place.
  "111285": "carrier.invalid_address",
  "120802": "carrier.invalid_address",
  // Tracking: unknown or invalid inquiry number.
  TW0001: "carrier.not_found",
  TV1002: "carrier.not_found",
};

function codeOfStatus(status: number): TCarrierCallErrorCode {
  if (status === 401 || status === 403) return "carrier.auth_failed";
  if (status === 404) return "carrier.not_found";
  return "carrier.invalid_request";
}

/** The errors of a UPS error body, or none when the body is not one (an HTML page, say). */
function readUpsErrors(text: string): { code: string; message?: string }[] {
  try {
    const parsed = ZUpsErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.response.errors : [];
  } catch {
    return [];
  }
}

/** A UPS error code as ours; `fallback` when UPS did not say. */
export function mapUpsErrorCode(
  code: string | undefined,
  fallback: TCarrierCallErrorCode,
): TCarrierCallErrorCode {
  return (code && UPS_ERROR_CODES[code]) || fallback;
}

/**
 * A 4xx answer (callCarrier has already turned 5xx and 429 into `carrier.unavailable`) as a
 * CarrierCallError: the documented `response.errors[{code, message}]` shape by its code, anything
 * else by its status. UPS's text goes to `detail` for the logs.
 */
export function toUpsError(response: TCarrierHttpResponse, operation: string): CarrierCallError {
  const errors = readUpsErrors(response.text);
  const fallback = codeOfStatus(response.status);
  // The first error whose code we know decides; UPS lists the blocking one first.
  const known = errors.find((error) => UPS_ERROR_CODES[error.code]);
  const code = mapUpsErrorCode(known?.code ?? errors[0]?.code, fallback);
  const detail =
    errors.length > 0
      ? `${operation}: HTTP ${response.status} ${errors.map((e) => `${e.code} ${e.message ?? ""}`.trim()).join("; ")}`
      : `${operation}: HTTP ${response.status} ${response.text.slice(0, 300)}`;
  return new CarrierCallError("UPS", code, detail, { status: response.status });
}
