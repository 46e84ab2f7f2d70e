import {
  endpointPath,
  type TAnyEndpoint,
  type TApiError,
  type TEndpointInput,
  type TEndpointResponse,
  type TEndpointRoute,
} from "@ship/contracts";
import { DEFAULT_LANG } from "@ship/domain";
import i18next from "i18next";

export const API_BASE = "/api/v4";

/** A failed API call: the HTTP status (0 when the server could not be reached) and the envelope's errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TApiError[];

  constructor(status: number, errors: TApiError[], message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
  }

  /** The first error of the envelope with this code, if any. */
  find(code: TApiError["code"]): TApiError | undefined {
    return this.errors.find((error) => error.code === code);
  }
}

type TRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? DEFAULT_LANG;
}

/**
 * Calls /api/v4 with the session cookie and the interface language. Resolves with the success
 * envelope; rejects with an ApiError for a failure envelope, an HTTP error or a network error.
 */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  // A multipart form (a file upload) is sent as it is: the browser writes its content type and boundary.
  const isForm = body instanceof FormData;
  const headers = apiHeaders("application/json", body !== undefined && !isForm);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, [], "network error");
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isSuccess(payload)) throw failureOf(response, payload);
  return payload as T;
}

/**
 * Calls one endpoint through its descriptor from `@ship/contracts` (decision 027): its method and
 * path, the input its schemas accept, the answer its response schema describes. A route of
 * `api-routes.ts` (method and path, the descriptor's types) does the same without loading zod.
 */
export function callEndpoint<E extends TAnyEndpoint>(
  endpoint: E | TEndpointRoute<E>,
  input: TEndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<TEndpointResponse<E>> {
  return apiRequest<TEndpointResponse<E>>(endpointPath(endpoint, input), {
    method: endpoint.method,
    body: input.body,
    signal: options.signal,
  });
}

/**
 * Sends a file to an endpoint whose body is multipart/form-data (POST /settings/sepa-upload): the
 * descriptor gives the path, the query and the answer's type; `form` holds the spec's fields.
 */
export function uploadToEndpoint<E extends TAnyEndpoint>(
  endpoint: E,
  input: TEndpointInput<E>,
  form: FormData,
): Promise<TEndpointResponse<E>> {
  return apiRequest<TEndpointResponse<E>>(endpointPath(endpoint, input), {
    method: endpoint.method,
    body: form,
  });
}

/** The ApiError of an HTTP error or of a failure envelope. */
export function failureOf(response: Response, payload: unknown): ApiError {
  const envelope = (payload ?? {}) as { errors?: TApiError[]; message?: string };
  return new ApiError(
    response.status,
    Array.isArray(envelope.errors) ? envelope.errors : [],
    typeof envelope.message === "string" ? envelope.message : response.statusText,
  );
}

/** The headers every call sends: the answer's media type and the interface language. */
export function apiHeaders(accept: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, "Accept-Language": currentLanguage() };
  // The API refuses state changes without a JSON content type (CSRF protection).
  if (hasBody) headers["Content-Type"] = "application/json";
  return headers;
}

export function isSuccess(payload: unknown): boolean {
  return (
    typeof payload === "object" && payload !== null && (payload as { success?: unknown }).success === true
  );
}
