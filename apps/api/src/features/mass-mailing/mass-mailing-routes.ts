import fastifyMultipart from "@fastify/multipart";
import {
  CONTACT_UPLOAD_FIELDS,
  formatErrorMessage,
  formatMassIssue,
  MASS_UPLOAD_FIELDS,
  massIssueField,
  massMailingDeleteEndpoint,
  massMailingLabelsEndpoint,
  massMailingPaymentEndpoint,
  massMailingRateEndpoint,
  massMailingReadEndpoint,
  massMailingShipEndpoint,
  massMailingUploadEndpoint,
} from "@ship/contracts";
import { CONTACT_IMPORT_LIMITS } from "@ship/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { buildErrorResponse } from "../../http/error-handler.ts";
import { createNdjsonStream, wantsProgress } from "../../http/ndjson-stream.ts";
import { readFileUpload, requireOwnUid } from "../../http/read-file-upload.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { readSessionCookie } from "../session/session-cookie.ts";
import type { TMassCheck } from "./prepare-mass-mailing.ts";

/** Spec §5 problems as the envelope: each field under its row (or the shared setting), row named. */
function rulesFailure(request: FastifyRequest, check: TMassCheck) {
  const base = buildErrorResponse(request.lang, check.fieldErrors, "validation.failed");
  const rows = check.issues.map((issue) => ({
    code: issue.code,
    field: massIssueField(issue),
    message: formatMassIssue(request.lang, issue),
    params: issue.params,
  }));
  return {
    ...base,
    errors: [...rows, ...base.errors],
    message: formatErrorMessage(request.lang, "validation.failed"),
  };
}

/** Mass mailing (issue 14, spec §7 /mass-mailing/*; decision 043). */
export function registerMassMailingRoutes(app: TTypedApp, ctx: TContext) {
  const { massMailing } = ctx;
  const sessionOf = (request: FastifyRequest) => ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));

  registerEndpoint(app, massMailingRateEndpoint, async (request, reply) => {
    const session = await sessionOf(request);
    const where = { lang: request.lang, blocks: ctx.brands.forHost(request.hostname).blocks };
    if (!wantsProgress(request.headers.accept)) {
      const outcome = await massMailing.rate(request.body, session, where);
      if (!outcome.ok) return reply.status(400).send(rulesFailure(request, outcome.check));
      return { success: true as const, data: await massMailing.read(outcome.order, session, request.lang) };
    }
    const stream = createNdjsonStream(reply);
    try {
      const outcome = await massMailing.rate(request.body, session, where, (done, total) =>
        stream.write({ progress: { done, total } }),
      );
      // The rules run before any recipient is rated: a refused mass mailing is a plain 400.
      if (!outcome.ok) return reply.status(400).send(rulesFailure(request, outcome.check));
      return stream.end({
        success: true,
        data: await massMailing.read(outcome.order, session, request.lang),
      });
    } catch (error) {
      if (!stream.streaming) throw error;
      const code = error instanceof AppError ? error.code : "internal";
      return stream.end(buildErrorResponse(request.lang, [{ code }], code));
    }
  });

  registerEndpoint(app, massMailingReadEndpoint, async (request) => ({
    success: true as const,
    data: await massMailing.read(request.params.order, await sessionOf(request), request.lang),
  }));

  registerEndpoint(app, massMailingDeleteEndpoint, async (request) => ({
    success: true as const,
    totals: await massMailing.removeRecipient(request.body, await sessionOf(request)),
  }));

  registerEndpoint(app, massMailingPaymentEndpoint, async (request) => ({
    success: true as const,
    payment: await massMailing.describePayment(request.body.order, await sessionOf(request)),
  }));

  registerEndpoint(app, massMailingShipEndpoint, async (request) => ({
    success: true as const,
    data: await massMailing.ship(request.body, await sessionOf(request), request.lang),
  }));

  registerEndpoint(app, massMailingLabelsEndpoint, async (request, reply: FastifyReply) => {
    const file = await massMailing.labels(request.params.order, request.query, await sessionOf(request));
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .send(file.body);
  });

  // Multipart is parsed in this scope only: every other route keeps refusing form bodies (decision 022).
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // The shared settings travel as JSON text in `shipment`: a few kilobytes.
      limits: { files: 1, fileSize: CONTACT_IMPORT_LIMITS.fileBytes, fields: 4, fieldSize: 16_384, parts: 5 },
    });
    registerEndpoint(scope as TTypedApp, massMailingUploadEndpoint, async (request) => {
      const session = await sessionOf(request);
      if (!session?.user) throw new AppError("auth.login_required", 401);
      const upload = await readFileUpload(request, {
        fields: { ...CONTACT_UPLOAD_FIELDS, extra: [MASS_UPLOAD_FIELDS.shipment] },
        errors: { required: "contact_import.file_required", tooLarge: "contact_import.file_too_large" },
      });
      requireOwnUid(upload.uid, session.user.id);
      if (!upload.file) throw new AppError("contact_import.file_required", 400, { field: "file" });
      const bytes = upload.file;
      return massMailing.upload(
        { bytes, shipment: upload.values[MASS_UPLOAD_FIELDS.shipment] },
        session,
        request.lang,
      );
    });
  });
}
