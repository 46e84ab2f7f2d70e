import { exportInvoiceEndpoint, exportPaymentEndpoint, exportShipmentEndpoint } from "@ship/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { requireOwnPath, requireUser, type TAuthenticated } from "../permissions/guards.ts";
import type { TExportFile } from "./export-file.ts";

function sendExport(reply: FastifyReply, file: TExportFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/**
 * Spec §7 Downloads (decision 032): a logged-in caller (401 otherwise) whose own session token is
 * the path's `{token}` (404 otherwise, as for any id that is not the caller's).
 */
async function ownExport(ctx: TContext, request: FastifyRequest & { params: { token: string } }) {
  const auth: TAuthenticated = await requireUser(ctx, request);
  requireOwnPath(auth, { token: request.params.token });
  return auth.user;
}

export function registerExportRoutes(app: TTypedApp, ctx: TContext) {
  registerEndpoint(app, exportShipmentEndpoint, async (request, reply) =>
    sendExport(
      reply,
      await ctx.exports.shipments(await ownExport(ctx, request), request.query, request.lang),
    ),
  );
  registerEndpoint(app, exportInvoiceEndpoint, async (request, reply) =>
    sendExport(reply, await ctx.exports.invoices(await ownExport(ctx, request), request.query, request.lang)),
  );
  registerEndpoint(app, exportPaymentEndpoint, async (request, reply) =>
    sendExport(reply, await ctx.exports.payments(await ownExport(ctx, request), request.query, request.lang)),
  );
}
