import type { TCarrierCode } from "@ship/domain";
import type { z } from "zod";
import { CarrierCallError } from "./carrier-call-error.ts";

export type TFetch = typeof fetch;

export type TCarrierHttpRequest = {
  carrier_code: TCarrierCode;
  url: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
  /** Time limit of one attempt. */
  timeoutMs: number;
  /** The caller's signal (rating budget, client gone); aborts every attempt. */
  signal?: AbortSignal;
  /**
   * Whether repeating the call is harmless (rating, tracking, relay points, token requests).
   * Only idempotent calls are retried; a non-idempotent call that times out is reported with
   * `outcomeUnknown` so the caller reconciles instead of repeating it (issue 19 item 5).
   */
  idempotent: boolean;
  /** Extra attempts of an idempotent call after a 5xx, 429 or network failure (default 1). */
  retries?: number;
  fetch?: TFetch;
};

export type TCarrierHttpResponse = {
  status: number;
  headers: Headers;
  /** The raw body, for binary answers (multipart labels). */
  bytes: Uint8Array;
  /** The body decoded as UTF-8. */
  text: string;
};

const RETRY_BASE_MS = 100;

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function attempt(request: TCarrierHttpRequest): Promise<TCarrierHttpResponse> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const doFetch = request.fetch ?? fetch;
  try {
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      text: new TextDecoder().decode(bytes),
    };
  } catch (error) {
    // The caller's own abort (budget spent, client gone) is passed on as it is.
    if (request.signal?.aborted) throw request.signal.reason;
    const timedOut = timeout.aborted;
    throw new CarrierCallError(
      request.carrier_code,
      timedOut ? "carrier.timeout" : "carrier.unavailable",
      timedOut
        ? `${request.method} ${request.url}: no answer within ${request.timeoutMs} ms`
        : `${request.method} ${request.url}: ${(error as Error)?.message ?? String(error)}`,
      { outcomeUnknown: !request.idempotent, cause: error },
    );
  }
}

/**
 * One HTTP call to a carrier: a time limit per attempt, retries with backoff only for idempotent
 * calls, and network failures, timeouts, 429 and 5xx turned into CarrierCallError. Any other
 * answer (2xx, 4xx) is returned for the connector to read: 4xx bodies carry the carrier's
 * documented error shapes, which only the connector knows.
 */
export async function callCarrier(request: TCarrierHttpRequest): Promise<TCarrierHttpResponse> {
  const attempts = 1 + (request.idempotent ? (request.retries ?? 1) : 0);
  let lastError: unknown;
  for (let index = 0; index < attempts; index++) {
    if (index > 0) await wait(RETRY_BASE_MS * 2 ** (index - 1), request.signal);
    try {
      const response = await attempt(request);
      if (!isRetryableStatus(response.status)) return response;
      lastError = new CarrierCallError(
        request.carrier_code,
        "carrier.unavailable",
        `${request.method} ${request.url}: HTTP ${response.status} ${response.text.slice(0, 500)}`,
        { status: response.status },
      );
    } catch (error) {
      lastError = error;
      // A timeout is not retried: the budget is the caller's, and one slow attempt used it.
      if (!(error instanceof CarrierCallError) || error.code === "carrier.timeout") throw error;
    }
  }
  throw lastError;
}

/** Parses a JSON answer against the carrier's documented shape; anything else is malformed. */
export function parseCarrierJson<TSchema extends z.ZodType>(
  carrier_code: TCarrierCode,
  response: TCarrierHttpResponse,
  schema: TSchema,
): z.infer<TSchema> {
  let data: unknown;
  try {
    data = JSON.parse(response.text);
  } catch {
    throw new CarrierCallError(
      carrier_code,
      "carrier.malformed_answer",
      `not JSON: ${response.text.slice(0, 300)}`,
      {
        status: response.status,
      },
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new CarrierCallError(
      carrier_code,
      "carrier.malformed_answer",
      `unexpected shape (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}): ${response.text.slice(0, 300)}`,
      { status: response.status },
    );
  }
  return parsed.data;
}
