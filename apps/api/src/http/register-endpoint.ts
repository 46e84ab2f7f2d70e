import {
  endpointErrors,
  isFileResponse,
  type TAnyEndpoint,
  type TFileResponse,
  ZErrorResponse,
} from "@ship/contracts";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { z } from "zod";
import type { TTypedApp } from "../app-context.ts";
import { examplesOf, type TNamedExample } from "../openapi/endpoint-examples.ts";

type TParsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler receives: body, query and params as the descriptor's schemas parsed them. */
export type TEndpointRequest<E extends TAnyEndpoint> = FastifyRequest & {
  body: TParsed<E["body"]>;
  query: TParsed<E["query"]>;
  params: TParsed<E["params"]>;
};

/**
 * A handler answers the 200 response (serialized through its schema) or sends a failure itself;
 * a file endpoint's handler sends its file itself too.
 */
export type TEndpointHandler<E extends TAnyEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<(E["response"] extends z.ZodType ? z.input<E["response"]> : never) | FastifyReply>;

/**
 * The 200 of a file endpoint, as OpenAPI shows it: binary content of each media type. The zod type
 * provider's OpenAPI transform takes only zod schemas as responses and copies a schema's metadata
 * into its JSON schema, where @fastify/swagger takes a response's `content` as it is. The handler
 * sends a Buffer, which Fastify never hands to the serializer.
 */
function fileResponseSchema(file: TFileResponse) {
  const binary = { schema: { type: "string", format: "binary" } };
  return z.unknown().meta({
    description: `The file: ${file.mediaTypes.join(" or ")}`,
    content: Object.fromEntries(file.mediaTypes.map((mediaType) => [mediaType, binary])),
  });
}

/**
 * The schema with the endpoint's examples, which @fastify/swagger moves from `x-examples` to the
 * media type's named examples (a plain JSON-schema `examples` is dropped from a union body). The
 * copy validates exactly as the descriptor's schema does.
 */
function withExamples<S extends z.ZodType | undefined>(schema: S, examples: readonly TNamedExample[]): S {
  if (schema === undefined || examples.length === 0) return schema;
  const named = Object.fromEntries(examples.map(({ name, value }) => [name, { summary: name, value }]));
  return schema.meta({ "x-examples": named }) as S;
}

/**
 * Registers one endpoint from its descriptor (decision 027): method, path, the schemas that
 * validate its input and serialize its answer, and its OpenAPI entry (tags, summary, description,
 * the 200 response, JSON or a file, and the envelope ZErrorResponse for each error status it can
 * answer: those it lists, and the cross-site guard's 403 for a state-changing method). A signed
 * notification needs no session (OpenAPI `security: []`); one that checks its signature over the
 * raw body is registered in a scope whose JSON parser keeps that body (payment-routes.ts).
 */
export function registerEndpoint<E extends TAnyEndpoint>(
  app: TTypedApp,
  endpoint: E,
  handler: TEndpointHandler<E>,
) {
  // The prefix is the scope's: a root endpoint is registered on the app itself, the others under /api/v4.
  if (endpoint.root !== (app.prefix === "")) {
    throw new Error(`${endpoint.method} ${endpoint.path} registered under the wrong prefix "${app.prefix}"`);
  }
  // The envelope, unless the descriptor says otherwise (GET /healthz answers 503 with its report).
  const failure = endpoint.errorResponse ?? ZErrorResponse;
  const errorResponses = Object.fromEntries(
    Object.keys(endpointErrors(endpoint)).map((status) => [status, failure]),
  );
  const { response } = endpoint;
  const success = withExamples(
    isFileResponse(response) ? fileResponseSchema(response) : response,
    examplesOf(endpoint, "response"),
  );
  const body = withExamples(endpoint.body, examplesOf(endpoint, "body"));
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(body === undefined ? {} : { body }),
      response: { 200: success, ...errorResponses },
      // The provider's signature authenticates a signed notification, not the session cookie.
      ...(endpoint.signedNotification ? { security: [] } : {}),
    },
    // The schemas above check what the handler's type promises; Fastify cannot infer it from a generic descriptor.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
