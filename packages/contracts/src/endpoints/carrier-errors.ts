import type { TEndpointErrors, TErrorStatus } from "../endpoint.ts";
import type { TErrorCode } from "../error-codes.ts";

/**
 * What a live carrier's failure answers (issue 19, decision 062): the carrier failed us (502, 503,
 * 504), refused what was asked (422), or does not know the reference (404). The API's
 * errors/carrier-error.ts gives each code this status.
 */
export const CARRIER_CALL_ERRORS = {
  404: ["carrier.not_found"],
  422: ["carrier.invalid_address", "carrier.invalid_request", "carrier.service_unavailable"],
  502: ["carrier.malformed_answer", "carrier.auth_failed"],
  503: ["carrier.unavailable", "carrier.circuit_open"],
  504: ["carrier.timeout"],
} as const satisfies TEndpointErrors;

/** An endpoint's own errors with a live carrier's failures beside them, status by status. */
export function withCarrierErrors(own: TEndpointErrors): TEndpointErrors {
  const merged: Partial<Record<TErrorStatus, TErrorCode[]>> = {};
  for (const source of [own, CARRIER_CALL_ERRORS] as TEndpointErrors[]) {
    for (const [key, codes] of Object.entries(source)) {
      const status = Number(key) as TErrorStatus;
      merged[status] = [...new Set([...(merged[status] ?? []), ...(codes ?? [])])];
    }
  }
  return merged;
}
