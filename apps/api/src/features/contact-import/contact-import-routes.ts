import fastifyMultipart from "@fastify/multipart";
import {
  CONTACT_UPLOAD_FIELDS,
  contactImportCancelEndpoint,
  contactImportCheckEndpoint,
  contactImportEndpoint,
  contactImportReportEndpoint,
  contactTemplateEndpoint,
  contactUploadEndpoint,
} from "@ship/contracts";
import { CONTACT_IMPORT_LIMITS } from "@ship/domain";
import type { FastifyReply } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { readFileUpload, requireOwnUid } from "../../http/read-file-upload.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireUser } from "../permissions/guards.ts";

function sendFile(
  reply: FastifyReply,
  file: { bytes: Buffer | string; contentType: string; filename: string },
) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}

/** The "Import a list" tab's calls (issue 13 part 2, spec §7 /my-contact/upload/data; decision 040). */
export function registerContactImportRoutes(app: TTypedApp, ctx: TContext) {
  const { contactImport } = ctx;

  registerEndpoint(app, contactImportCheckEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    const preview = await contactImport.check(
      auth.user.id,
      request.params.id,
      request.body.mapping,
      request.lang,
    );
    return { success: true as const, data: preview };
  });

  registerEndpoint(app, contactImportEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    const result = await contactImport.importRows(auth.user.id, request.params.id, request.body.mapping);
    return { success: true as const, data: result };
  });

  registerEndpoint(app, contactImportReportEndpoint, async (request, reply) => {
    const auth = await requireUser(ctx, request);
    const report = await contactImport.report(auth.user.id, request.params.id, request.lang);
    return sendFile(reply, {
      bytes: report.csv,
      contentType: "text/csv; charset=utf-8",
      filename: report.filename,
    });
  });

  registerEndpoint(app, contactImportCancelEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    await contactImport.cancel(auth.user.id, request.params.id);
    return { success: true as const };
  });

  registerEndpoint(app, contactTemplateEndpoint, async (request, reply) =>
    sendFile(reply, contactImport.template(request.params.format, request.lang)),
  );

  // Multipart is parsed in this scope only: every other route keeps refusing form bodies (decision 022).
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fileSize: CONTACT_IMPORT_LIMITS.fileBytes, fields: 4, fieldSize: 64, parts: 5 },
    });
    registerEndpoint(scope as TTypedApp, contactUploadEndpoint, async (request) => {
      const auth = await requireUser(ctx, request);
      const upload = await readFileUpload(request, {
        fields: CONTACT_UPLOAD_FIELDS,
        errors: { required: "contact_import.file_required", tooLarge: "contact_import.file_too_large" },
      });
      requireOwnUid(upload.uid, auth.user.id);
      if (!upload.file) throw new AppError("contact_import.file_required", 400, { field: "file" });
      return {
        success: true as const,
        data: await contactImport.upload(auth.user.id, upload.file, request.lang),
      };
    });
  });
}
