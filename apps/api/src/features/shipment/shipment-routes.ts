import {
  ZCancelShipmentBody,
  ZCancelShipmentResponse,
  ZErrorResponse,
  ZLabelQuery,
  ZLangQuery,
  ZOrderConfirmBody,
  ZShipBody,
  ZShipmentParams,
  ZShipmentResponse,
  ZTrackShipmentResponse,
} from "@ship/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { readSessionCookie } from "../session/session-cookie.ts";
import type { TDocumentFile } from "./shipment-documents.ts";

const errors = {
  400: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  502: ZErrorResponse,
  503: ZErrorResponse,
};
const tags = ["shipment"];

/**
 * The spec's GET /cancel_shipment/{id} changes state, and a GET is what a link or an image on
 * another site makes the browser send, with the SameSite=Lax cookie (decision 014). It is served
 * only when the browser says the request comes from this origin (Sec-Fetch-Site: same-origin), or
 * carries X-Requested-With, a header another site cannot add without a CORS preflight this API
 * never grants; an Origin naming another host is refused as on every state-changing call.
 */
export function assertSameOriginGet(request: FastifyRequest): void {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== request.headers.host) throw new AppError("request.cross_site", 403);
  }
  if (site === "same-origin") return;
  const customHeader = request.headers["x-requested-with"];
  if (site === undefined && typeof customHeader === "string" && customHeader.length > 0) return;
  throw new AppError("request.cross_site", 403);
}

function sendFile(reply: FastifyReply, file: TDocumentFile) {
  const disposition = file.contentType === "application/pdf" ? "inline" : "attachment";
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `${disposition}; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}

/** POST /order, POST /ship, the shipment, its documents, tracking and cancellation (spec §2 step 5, §4, §7). */
export function registerShipmentRoutes(app: TTypedApp, ctx: TContext) {
  const shipments = ctx.shipments;
  const sessionOf = (request: FastifyRequest) => ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));

  const confirmSchema = (summary: string, body: typeof ZOrderConfirmBody) => ({
    tags,
    summary,
    description:
      "Confirms an order of the caller once it is settled (card payment notified paid, or the payment " +
      "service's credit / deferred settlement) and creates the shipment with the carrier: tracking " +
      "numbers, label, pro-forma when customs apply, invoice (gap-free number), confirmation e-mail. " +
      "Idempotent: the same order again answers the same shipment. Unsettled: 402 order.payment_required; " +
      "another caller's order: 404.",
    querystring: ZLangQuery,
    body,
    response: { 200: ZShipmentResponse, ...errors },
  });

  for (const [path, body, summary] of [
    ["/order", ZOrderConfirmBody, "Confirm a settled order: the shipment and its documents"],
    ["/ship", ZShipBody, "The same confirmation for API clients (spec: shipment plus api_data)"],
  ] as const) {
    app.post(path, { schema: confirmSchema(summary, body) }, async (request) => {
      const shipment = await shipments.confirmOrder(
        request.body,
        { payLater: request.body.pay_later === true, lang: request.lang },
        await sessionOf(request),
      );
      return { success: true as const, shipment };
    });
  }

  app.get(
    "/shipments/:id",
    {
      schema: {
        tags,
        summary: "A shipment of the caller (the confirmation page, reloaded)",
        querystring: ZLangQuery,
        params: ZShipmentParams,
        response: { 200: ZShipmentResponse, ...errors },
      },
    },
    async (request) => {
      const shipment = await shipments.readShipment(request.params.id, await sessionOf(request));
      return { success: true as const, shipment };
    },
  );

  app.get(
    "/shipments/:id/label",
    {
      schema: {
        tags,
        summary: "The label: ZPL, or PDF in 10 x 15 cm (default) or A4 (?format=A4)",
        querystring: ZLabelQuery,
        params: ZShipmentParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await shipments.label(request.params.id, request.query.format, await sessionOf(request)),
      ),
  );

  // The other documents of a shipment: owner only, 404 when the shipment has none of that kind.
  const documents = {
    "personal-effects": {
      summary: "The sender's personal effects declaration (personal effects abroad above $150, else 404)",
      render: shipments.personalEffects,
    },
    proforma: {
      summary: "The pro-forma invoice in three copies (customs shipments only, else 404)",
      render: shipments.proforma,
    },
    invoice: { summary: "The invoice PDF (404 when nothing was charged)", render: shipments.invoice },
  } as const;
  for (const [kind, { summary, render }] of Object.entries(documents)) {
    app.get(
      `/shipments/:id/${kind}`,
      { schema: { tags, summary, querystring: ZLangQuery, params: ZShipmentParams, response: errors } },
      async (request, reply) => sendFile(reply, await render(request.params.id, await sessionOf(request))),
    );
  }

  app.get(
    "/track_shipment/:id",
    {
      schema: {
        tags,
        summary: "Tracking events of a shipment, newest first, in the request's language",
        description:
          "Open to whoever holds the shipment's id (128 random bits, as in the confirmation e-mail's " +
          "tracking link; decision 018): status and events only, no address, document or price.",
        querystring: ZLangQuery,
        params: ZShipmentParams,
        response: { 200: ZTrackShipmentResponse, ...errors },
      },
    },
    async (request) => {
      const tracked = await shipments.trackShipment(request.params.id, request.lang);
      return { success: true as const, ...tracked };
    },
  );

  const cancelSchema = (summary: string, description: string) => ({
    tags,
    summary,
    description:
      `${description} A Validated shipment (status 2) not yet picked up is cancelled at the carrier and ` +
      "refunded the way it was paid, once; otherwise (or a second time) 409 shipment.cancel_impossible " +
      "('Error, impossible to cancel the shipment').",
    querystring: ZLangQuery,
    params: ZShipmentParams,
    response: { 200: ZCancelShipmentResponse, ...errors },
  });

  app.post(
    "/cancel_shipment/:id",
    {
      schema: {
        ...cancelSchema("Cancel a shipment of the caller", "The form to use."),
        body: ZCancelShipmentBody,
      },
    },
    async (request) => {
      const message = await shipments.cancelShipment(
        request.params.id,
        request.lang,
        await sessionOf(request),
      );
      return { success: true as const, message };
    },
  );

  app.get(
    "/cancel_shipment/:id",
    {
      schema: cancelSchema(
        "Cancel a shipment (spec's GET, kept for compatibility; same-origin only)",
        "Refused (403 request.cross_site) unless Sec-Fetch-Site is same-origin or the request carries " +
          "X-Requested-With (decision 014).",
      ),
    },
    async (request) => {
      assertSameOriginGet(request);
      const message = await shipments.cancelShipment(
        request.params.id,
        request.lang,
        await sessionOf(request),
      );
      return { success: true as const, message };
    },
  );
}
