import { isCarrierCallError } from "@ship/carriers";
import { formatErrorMessage, type TApiError, type TErrorCode, type TErrorResponse } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors/app-error.ts";
import { carrierAppError, carrierLogFields } from "../errors/carrier-error.ts";
import { resolveLanguage } from "./language.ts";
import { applySecurityHeaders, type TSecurityHeaders } from "./security-headers.ts";
import { type TFieldError, toFieldErrors } from "./zod-issues.ts";

/** At most this many field errors in one answer: 90,000 unknown keys need not be listed one by one. */
const FIELD_ERRORS_MAX = 100;

export function buildErrorResponse(
  lang: TLang,
  errors: TFieldError[],
  summary: TErrorCode,
  summaryParams?: Record<string, string | number>,
): TErrorResponse {
  return {
    success: false,
    errors: errors
      .slice(0, FIELD_ERRORS_MAX)
      .map((error): TApiError => ({ ...error, message: formatErrorMessage(lang, error.code, error.params) })),
    message: formatErrorMessage(lang, summary, summaryParams),
  };
}

// Fastify's own client errors (bad JSON, wrong content type, body too large ...) mapped to our codes.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: TErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "validation.invalid_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "validation.invalid_json" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "request.unsupported_media_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "validation.invalid_json" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "request.too_large" },
  FST_ERR_VALIDATION: { status: 400, code: "validation.failed" },
};

// The router's own refusals, before any route or hook: a URL that does not decode, a parameter too long.
const FASTIFY_ROUTER_ERRORS: Record<string, { status: number; code: TErrorCode }> = {
  FST_ERR_BAD_URL: { status: 400, code: "request.invalid_url" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "request.url_too_long" },
};

/**
 * Fastify's frameworkErrors option: router errors in the API's envelope. No onRequest hook has run
 * for these requests, so the language and the security headers are set here.
 */
export function answerFrameworkError(headers: TSecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.lang = resolveLanguage(request);
    applySecurityHeaders(headers, request, reply);
    reply.header("x-request-id", request.id);
    const known = error.code ? FASTIFY_ROUTER_ERRORS[error.code] : undefined;
    if (!known) {
      // FST_ERR_ASYNC_CONSTRAINT: the API has no asynchronous route constraints.
      request.log.error({ err: error }, "unhandled router error");
      return sendError(request, reply, 500, [{ code: "internal" }], "internal");
    }
    request.log.info({ err: error }, "client error");
    return sendError(request, reply, known.status, [{ code: known.code }], known.code);
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errors: TFieldError[],
  summary: TErrorCode,
  summaryParams?: Record<string, string | number>,
) {
  return reply.status(status).send(buildErrorResponse(request.lang, errors, summary, summaryParams));
}

/** One place turns every failure into the spec's envelope; bad input is never a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 400, toFieldErrors(error.validation), "validation.failed");
    }
    // A live carrier's failure: our code and translated message for the caller, its raw text logged.
    const carrier = carrierLogFields(error);
    if (carrier) request.log.warn(carrier, "carrier call failed");
    const failure: unknown = isCarrierCallError(error) ? carrierAppError(error) : error;
    if (failure instanceof AppError) {
      reply.headers(failure.headers);
      const fieldError: TFieldError = { code: failure.code, params: failure.params };
      if (failure.field) fieldError.field = failure.field;
      // The summary is the error's own message: it takes the same values ("wait {{seconds}} seconds").
      return sendError(request, reply, failure.status, [fieldError], failure.code, failure.params);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, known.status, [{ code: known.code }], known.code);
    if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      return sendError(
        request,
        reply,
        error.statusCode,
        [{ code: "validation.failed" }],
        "validation.failed",
      );
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(request, reply, 500, [{ code: "internal" }], "internal");
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, [{ code: "not_found" }], "not_found"),
  );
}
