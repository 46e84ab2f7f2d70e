import type { z } from "zod";
import type { TErrorCode } from "./error-codes.ts";

/**
 * One endpoint of /api/v4, described once (decision 027): the API registers its route from it
 * (validation, serialization, OpenAPI), the web app calls it through `callEndpoint` and the API's
 * tests through `call`. Adding an endpoint is three files: its contract (`endpoints/<name>.ts`),
 * its handler and its test.
 */

export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The failure statuses an endpoint may answer itself, each with the envelope ZErrorResponse. */
export type TErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503 | 504;

/**
 * The error codes an endpoint answers, by status. The schema check's `validation.*` codes (400,
 * field by field) are not repeated here, nor is the cross-site guard's 403, which the route
 * builder documents for every state-changing method (not for a signed notification). The visitor
 * limits' 429 is listed by the endpoints that spend them. 413, 415 and 500 can answer any call and
 * are not documented per operation.
 */
export type TEndpointErrors = Partial<Record<TErrorStatus, readonly TErrorCode[]>>;

type TSchema = z.ZodType;

/**
 * A 200 answer that is a file rather than JSON (a shipment's label, pro-forma, invoice): the
 * media types it may have. The handler sends the file itself; OpenAPI documents the 200 as binary
 * content of those types. The web app links to such an endpoint (endpointPath), it does not call it.
 */
export type TFileResponse = { readonly kind: "file"; readonly mediaTypes: readonly string[] };

/** The 200 answer of an endpoint that answers a file of one of these media types. */
export function fileResponse(mediaTypes: readonly string[]): TFileResponse {
  return Object.freeze({ kind: "file", mediaTypes: Object.freeze([...mediaTypes]) });
}

/** A descriptor's 200 answer: a schema of the JSON it answers, or a file. */
type TResponseKind = TSchema | TFileResponse;

export function isFileResponse(response: TResponseKind): response is TFileResponse {
  return (response as Partial<TFileResponse>).kind === "file";
}

export type TEndpoint<
  TBody extends TSchema | undefined = TSchema | undefined,
  TQuery extends TSchema | undefined = TSchema | undefined,
  TParams extends TSchema | undefined = TSchema | undefined,
  TResponse extends TResponseKind = TResponseKind,
> = {
  readonly method: THttpMethod;
  /** Relative to /api/v4 (to the root when `root`), in Fastify's form: "/offer/select", "/shipments/:id". */
  readonly path: string;
  /** OpenAPI: one line. */
  readonly summary: string;
  /** OpenAPI: what the answer holds, what each failure means. */
  readonly description?: string;
  readonly tags: readonly string[];
  readonly body: TBody;
  readonly query: TQuery;
  readonly params: TParams;
  /** The 200 answer: the schema of its JSON, or `fileResponse(mediaTypes)`. */
  readonly response: TResponse;
  readonly errors: TEndpointErrors;
  /**
   * A server-to-server notification authenticated by its signature (the payment providers'): no
   * browser sends it, so the cross-site guard and the control-character rule leave it alone.
   */
  readonly signedNotification: boolean;
  /**
   * Registered at the server's root, outside /api/v4 (GET /healthz, where monitors expect it); its
   * `path` is then relative to the root. The API's tests call it; the web app does not.
   */
  readonly root: boolean;
  /**
   * The schema of its failure answers when it is not the envelope ZErrorResponse: GET /healthz
   * answers its 503 with the same health report as its 200.
   */
  readonly errorResponse?: TSchema;
};

/**
 * An endpoint's method and path without its schemas: what a web page that must not load zod and
 * the schemas calls (decision 065). `E` is a type only; the web app's test of its routes keeps the
 * method and path equal to the descriptor's.
 */
export type TEndpointRoute<E extends TAnyEndpoint> = {
  readonly method: E["method"];
  readonly path: string;
  /** Never set: carries the endpoint's type to the client. */
  readonly endpoint?: E;
};

/** Any descriptor, as the route builder and the clients take it. */
export type TAnyEndpoint = TEndpoint<
  TSchema | undefined,
  TSchema | undefined,
  TSchema | undefined,
  TResponseKind
>;

type TDefinition<
  TBody extends TSchema | undefined,
  TQuery extends TSchema | undefined,
  TParams extends TSchema | undefined,
  TResponse extends TResponseKind,
> = {
  method: THttpMethod;
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  response: TResponse;
  errors: TEndpointErrors;
  signedNotification?: boolean;
  root?: boolean;
  errorResponse?: TSchema;
};

/**
 * A frozen descriptor; the parts not given are `undefined` (no body, no query, no parameters), and
 * an endpoint is not a signed notification, nor at the root, unless it says so.
 */
export function defineEndpoint<
  TResponse extends TResponseKind,
  TBody extends TSchema | undefined = undefined,
  TQuery extends TSchema | undefined = undefined,
  TParams extends TSchema | undefined = undefined,
>(definition: TDefinition<TBody, TQuery, TParams, TResponse>): TEndpoint<TBody, TQuery, TParams, TResponse> {
  return Object.freeze({
    ...definition,
    tags: Object.freeze([...definition.tags]),
    errors: Object.freeze({ ...definition.errors }),
    signedNotification: definition.signedNotification ?? false,
    root: definition.root ?? false,
    body: definition.body as TBody,
    query: definition.query as TQuery,
    params: definition.params as TParams,
  });
}

/** A part of the input: required, optional when `{}` is valid input (e.g. `?lang=`), or absent. */
type TInputPart<TKey extends string, TPart> = TPart extends TSchema
  ? Record<string, never> extends z.input<TPart>
    ? { [K in TKey]?: z.input<TPart> }
    : { [K in TKey]: z.input<TPart> }
  : { [K in TKey]?: never };

/** What a caller sends: `{ body, query, params }` as the endpoint's schemas accept them. */
export type TEndpointInput<E extends TAnyEndpoint> = TInputPart<"body", E["body"]> &
  TInputPart<"query", E["query"]> &
  TInputPart<"params", E["params"]>;

/** The 200 answer, as the endpoint's response schema produces it; a file endpoint's is a Blob. */
export type TEndpointResponse<E extends TAnyEndpoint> = E["response"] extends TSchema
  ? z.output<E["response"]>
  : Blob;

/** The endpoint's path relative to /api/v4, its parameters filled in, with its query string. */
export function endpointPath<E extends TAnyEndpoint>(
  endpoint: E | TEndpointRoute<E>,
  input: TEndpointInput<E>,
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams(input.query as Record<string, string> | undefined).toString();
  return query ? `${path}?${query}` : path;
}

const SAFE_METHODS: ReadonlySet<THttpMethod> = new Set(["GET"]);

/**
 * Every failure status the endpoint can answer, with its codes: its own `errors`, plus the
 * cross-site guard's 403 `request.cross_site` for a state-changing method (decision 022) unless
 * it is a signed notification.
 */
export function endpointErrors(endpoint: TAnyEndpoint): TEndpointErrors {
  if (SAFE_METHODS.has(endpoint.method) || endpoint.signedNotification) return endpoint.errors;
  const forbidden = endpoint.errors[403] ?? [];
  return {
    ...endpoint.errors,
    403: forbidden.includes("request.cross_site") ? forbidden : [...forbidden, "request.cross_site"],
  };
}
