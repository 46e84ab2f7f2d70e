import type { TCarrierCode } from "@ship/domain";

/**
 * What can go wrong when a live carrier is called, as stable codes the API translates (en, fr, es;
 * packages/contracts error codes of the same names). The carrier's own text goes to the logs in
 * `detail` and is never shown as it is.
 */
export const CARRIER_CALL_ERROR_CODES = [
  /** No answer within the call's time limit. */
  "carrier.timeout",
  /** Network failure, 5xx, 429 or maintenance: try again later. */
  "carrier.unavailable",
  /** The carrier refused the credentials (own account or the operator's). */
  "carrier.auth_failed",
  /** An address the carrier cannot place (postcode/city mismatch, unknown street, bad country). */
  "carrier.invalid_address",
  /** The shipment's details were refused (weights, sizes, phone, customs lines, date). */
  "carrier.invalid_request",
  /** The carrier does not serve this route, parcel or service. */
  "carrier.service_unavailable",
  /** The tracking number or relay point is unknown to the carrier. */
  "carrier.not_found",
  /** An answer that does not match the carrier's documented shape. */
  "carrier.malformed_answer",
  /** The carrier failed too often lately and is skipped for a while (circuit breaker). */
  "carrier.circuit_open",
] as const;
export type TCarrierCallErrorCode = (typeof CARRIER_CALL_ERROR_CODES)[number];

export type TCarrierCallErrorOptions = {
  /** The carrier's HTTP status, when it answered. */
  status?: number;
  /**
   * True when the call may have taken effect at the carrier although no answer came back (a
   * timeout or a dropped connection during shipment creation): the caller must reconcile, never
   * simply repeat the call.
   */
  outcomeUnknown?: boolean;
  cause?: unknown;
};

export class CarrierCallError extends Error {
  override name = "CarrierCallError";
  readonly status?: number;
  readonly outcomeUnknown: boolean;

  constructor(
    readonly carrier_code: TCarrierCode,
    readonly code: TCarrierCallErrorCode,
    /** The carrier's raw text (or our diagnosis), for the logs only. */
    readonly detail: string,
    options: TCarrierCallErrorOptions = {},
  ) {
    super(`${carrier_code} ${code}: ${detail.slice(0, 500)}`, { cause: options.cause });
    this.status = options.status;
    this.outcomeUnknown = options.outcomeUnknown ?? false;
  }
}

export function isCarrierCallError(error: unknown): error is CarrierCallError {
  return error instanceof CarrierCallError;
}
