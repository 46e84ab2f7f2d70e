import { CarrierCallError, type TCarrierCallErrorCode } from "../carrier-call-error.ts";
import type { TCarrierHttpResponse } from "../carrier-http.ts";
import { ZDhlProblem } from "./schemas.ts";

export type TDhlOperation = "rate" | "ship" | "track" | "find" | "relay" | "credentials";

// MyDHL errors are problem documents: an HTTP status, and a `detail` that often starts with
// DHL's numeric code ("7008: The requested Special Service Code ..."), or "Multiple problems
// found, see Additional Details" with one such line per problem in `additionalDetails`.

/** DHL's codes and texts that refuse the account or the user rather than the shipment. */
const AUTH_PATTERNS = [
  /account number is not found or invalid/i,
  /^(3501|8003|5032):/,
  /not authori[sz]ed/i,
  /not allowed for your username/i,
];
/** Codes and texts about a place DHL cannot serve or read. */
const ADDRESS_PATTERNS = [
  /postal ?code|postcode|zip ?code/i,
  /city ?name|cityName|invalid city/i,
  /countryCode value provided is invalid/i,
  /address/i,
];
/** Codes and texts meaning DHL does not sell this product or service on this route. */
const SERVICE_PATTERNS = [
  /^7008:/,
  /^420504:/,
  /product\(?s?\)? .*not available|not available between this origin and destination/i,
  /no products? (found|available)/i,
];

function classify(line: string): TCarrierCallErrorCode | undefined {
  if (AUTH_PATTERNS.some((pattern) => pattern.test(line))) return "carrier.auth_failed";
  if (SERVICE_PATTERNS.some((pattern) => pattern.test(line))) return "carrier.service_unavailable";
  if (ADDRESS_PATTERNS.some((pattern) => pattern.test(line))) return "carrier.invalid_address";
  return undefined;
}

function readProblem(text: string) {
  try {
    const parsed = ZDhlProblem.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The code of a refused call, by HTTP status and then by DHL's own lines. */
function decideCode(
  status: number,
  lines: readonly string[],
  operation: TDhlOperation,
): TCarrierCallErrorCode {
  if (status === 401 || status === 403) return "carrier.auth_failed";
  // Tracking and the reference lookup answer 404 "No data found" for an unknown shipment.
  if (status === 404 && (operation === "track" || operation === "find")) return "carrier.not_found";
  const codes = lines.map(classify).filter((code) => code !== undefined);
  // One refused account explains every other line; then the place, then the route.
  for (const code of [
    "carrier.auth_failed",
    "carrier.invalid_address",
    "carrier.service_unavailable",
  ] as const) {
    if (codes.includes(code)) return code;
  }
  if (status === 404) return "carrier.service_unavailable";
  return "carrier.invalid_request";
}

/**
 * A MyDHL answer other than 2xx (callCarrier already turned 5xx and 429 into
 * carrier.unavailable) as a CarrierCallError; DHL's own text goes to `detail` for the logs.
 */
export function toDhlError(response: TCarrierHttpResponse, operation: TDhlOperation): CarrierCallError {
  const problem = readProblem(response.text);
  if (!problem && response.status !== 401 && response.status !== 403) {
    return new CarrierCallError(
      "DHL",
      "carrier.malformed_answer",
      `HTTP ${response.status} without a problem document: ${response.text.slice(0, 300)}`,
      { status: response.status },
    );
  }
  const lines = [problem?.detail ?? "", ...(problem?.additionalDetails ?? [])]
    .map((line) => line.trim())
    .filter(Boolean);
  const code = decideCode(response.status, lines, operation);
  const detail = `${operation} HTTP ${response.status}: ${[problem?.title, ...lines].filter(Boolean).join(" | ")}`;
  return new CarrierCallError("DHL", code, detail, { status: response.status });
}
