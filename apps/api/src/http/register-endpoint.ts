import { endpointErrors, type TAnyEndpoint, ZErrorResponse } from "@ship/contracts";
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import type { z } from "zod";
import type { TTypedApp } from "../app-context.ts";

type TParsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler receives: body, query and params as the descriptor's schemas parsed them. */
export type TEndpointRequest<E extends TAnyEndpoint> = FastifyRequest & {
  body: TParsed<E["body"]>;
  query: TParsed<E["query"]>;
  params: TParsed<E["params"]>;
};

/** A handler answers the 200 response (serialized through its schema) or sends a failure itself. */
export type TEndpointHandler<E extends TAnyEndpoint> = (
  request: TEndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E["response"]> | FastifyReply>;

/**
 * Registers one endpoint from its descriptor (decision 027): method, path, the schemas that
 * validate its input and serialize its answer, and its OpenAPI entry (tags, summary, description,
 * the 200 response and the envelope ZErrorResponse for each error status it can answer: those it
 * lists, and the cross-site guard's 403 for a state-changing method). A signed notification needs
 * no session (OpenAPI `security: []`); one that checks its signature over the raw body is
 * registered in a scope whose JSON parser keeps that body (payment-routes.ts).
 */
export function registerEndpoint<E extends TAnyEndpoint>(
  app: TTypedApp,
  endpoint: E,
  handler: TEndpointHandler<E>,
) {
  const errorResponses = Object.fromEntries(
    Object.keys(endpointErrors(endpoint)).map((status) => [status, ZErrorResponse]),
  );
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
      ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
      ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
      response: { 200: endpoint.response, ...errorResponses },
      // The provider's signature authenticates a signed notification, not the session cookie.
      ...(endpoint.signedNotification ? { security: [] } : {}),
    },
    // The schemas above check what the handler's type promises; Fastify cannot infer it from a generic descriptor.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
