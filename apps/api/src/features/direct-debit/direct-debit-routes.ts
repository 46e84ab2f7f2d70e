import fastifyMultipart from "@fastify/multipart";
import {
  settingsSepaMandateEndpoint,
  settingsSepaSignedEndpoint,
  settingsSepaStatusEndpoint,
  settingsSepaUploadEndpoint,
} from "@ship/contracts";
import { SEPA_MANDATE_MAX_BYTES } from "@ship/domain";
import type { FastifyReply } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { requireOwnUid } from "../../http/read-file-upload.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireUser } from "../permissions/guards.ts";
import { readMandateUpload } from "./read-mandate-upload.ts";

function sendPdf(reply: FastifyReply, file: { pdf: Uint8Array; filename: string }) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.pdf));
}

/** The direct-debit page's calls (spec §2 direct-debit, §7 /settings/sepa-*; decision 033). */
export function registerDirectDebitRoutes(app: TTypedApp, ctx: TContext) {
  const { directDebit } = ctx;

  registerEndpoint(app, settingsSepaStatusEndpoint, async (request) => {
    const auth = await requireUser(ctx, request);
    return { success: true as const, data: await directDebit.readStatus(auth.user.id) };
  });

  registerEndpoint(app, settingsSepaMandateEndpoint, async (request, reply) => {
    const auth = await requireUser(ctx, request);
    return sendPdf(reply, await directDebit.renderMandate(auth.user, request.lang));
  });

  registerEndpoint(app, settingsSepaSignedEndpoint, async (request, reply) => {
    const auth = await requireUser(ctx, request);
    return sendPdf(reply, await directDebit.readSignedMandate(auth.user.id));
  });

  // Multipart is parsed in this scope only: every other route keeps refusing form bodies (decision 022).
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fileSize: SEPA_MANDATE_MAX_BYTES, fields: 4, fieldSize: 64, parts: 5 },
    });
    registerEndpoint(scope as TTypedApp, settingsSepaUploadEndpoint, async (request) => {
      const auth = await requireUser(ctx, request);
      const upload = await readMandateUpload(request);
      requireOwnUid(upload.uid, auth.user.id);
      if (!upload.file) throw new AppError("sepa.file_required", 400, { field: "file" });
      return {
        success: true as const,
        data: await directDebit.uploadSignedMandate(auth.user.id, upload.file),
      };
    });
  });
}
