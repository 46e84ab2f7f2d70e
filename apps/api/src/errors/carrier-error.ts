import { CarrierCallError, isCarrierCallError, type TCarrierCallErrorCode } from "@ship/carriers";
import { AppError } from "./app-error.ts";

/**
 * The HTTP status of each carrier failure (issue 19 item 1): the carrier failed us (502, 503,
 * 504), refused what the customer asked (422), or does not know the reference (404).
 */
const STATUS: Record<TCarrierCallErrorCode, number> = {
  "carrier.timeout": 504,
  "carrier.unavailable": 503,
  "carrier.circuit_open": 503,
  "carrier.malformed_answer": 502,
  "carrier.auth_failed": 502,
  "carrier.invalid_address": 422,
  "carrier.invalid_request": 422,
  "carrier.service_unavailable": 422,
  "carrier.not_found": 404,
};

/**
 * A live carrier's failure as the API answers it: the same stable code (translated in en, fr and
 * es), never the carrier's own text, which stays on the error's cause for the logs.
 */
export function carrierAppError(error: CarrierCallError): AppError {
  return new AppError(error.code, STATUS[error.code], { cause: error });
}

/**
 * Runs a carrier call under the caller's time limit: its CarrierCallError becomes the translated
 * AppError, the limit running out is carrier.timeout, anything else is passed on.
 */
export async function callingCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCarrierCallError(error)) throw carrierAppError(error);
    if (error instanceof Error && error.name === "TimeoutError") {
      throw new AppError("carrier.timeout", STATUS["carrier.timeout"], { cause: error });
    }
    throw error;
  }
}

/** The fields logged for a carrier's failure (pino): which carrier, our code, its raw detail. */
export function carrierLogFields(error: unknown): Record<string, string> | undefined {
  const carrierError = error instanceof AppError ? error.cause : error;
  if (!(carrierError instanceof CarrierCallError)) return undefined;
  return { carrier: carrierError.carrier_code, code: carrierError.code, detail: carrierError.detail };
}
