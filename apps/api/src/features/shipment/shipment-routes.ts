import {
  cancelShipmentEndpoint,
  cancelShipmentGetEndpoint,
  orderConfirmEndpoint,
  readShipmentEndpoint,
  shipEndpoint,
  shipmentCreditNoteEndpoint,
  shipmentInvoiceEndpoint,
  shipmentLabelEndpoint,
  shipmentPersonalEffectsEndpoint,
  shipmentProformaEndpoint,
  type TApiShipBody,
  type TOrderConfirmBody,
  trackShipmentEndpoint,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { AppError } from "../../errors/app-error.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { apiCallerOf, idempotencyKeyOf } from "../api-ship/api-caller.ts";
import { readSessionCookie } from "../session/session-cookie.ts";
import type { TDocumentFile } from "./shipment-documents.ts";

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

  const confirm = async (request: FastifyRequest & { body: TOrderConfirmBody; lang: TLang }) => {
    const shipment = await shipments.confirmOrder(
      { shipment_id: request.body.shipment_id, order_id: request.body.order_id },
      { payLater: request.body.pay_later === true, lang: request.lang },
      await sessionOf(request),
    );
    return { success: true as const, shipment };
  };
  registerEndpoint(app, orderConfirmEndpoint, confirm);

  registerEndpoint(app, shipEndpoint, async (request, reply) => {
    const { body } = request;
    if (!body.api_data || !body.shipment) {
      // The schema asked shipment_id and order_id when api_data is absent.
      return confirm({
        ...request,
        body: { ...body, shipment_id: body.shipment_id ?? "", order_id: body.order_id ?? "" },
      });
    }
    const caller = await apiCallerOf(ctx, request);
    const outcome = await ctx.shipWithApiData(
      {
        body: { shipment: body.shipment, api_data: body.api_data },
        raw: request.body as TApiShipBody,
        idempotencyKey: idempotencyKeyOf(request),
      },
      caller,
      { lang: request.lang, brand: ctx.brands.forHost(request.hostname) },
    );
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, outcome.summary);
    return outcome.response;
  });

  registerEndpoint(app, readShipmentEndpoint, async (request) => {
    const shipment = await shipments.readShipment(request.params.id, await sessionOf(request));
    return { success: true as const, shipment };
  });

  // The caller's session, and the signed link (expires, sig) when the document was opened from one.
  const accessOf = async (request: FastifyRequest & { query: { expires?: number; sig?: string } }) => ({
    session: await sessionOf(request),
    link: { expires: request.query.expires, sig: request.query.sig },
  });

  registerEndpoint(app, shipmentLabelEndpoint, async (request, reply) =>
    sendFile(reply, await shipments.label(request.params.id, request.query.format, await accessOf(request))),
  );

  // The other documents of a shipment: owner only, 404 when the shipment has none of that kind.
  for (const [endpoint, render] of [
    [shipmentPersonalEffectsEndpoint, shipments.personalEffects],
    [shipmentProformaEndpoint, shipments.proforma],
    [shipmentInvoiceEndpoint, shipments.invoice],
    [shipmentCreditNoteEndpoint, shipments.creditNote],
  ] as const) {
    registerEndpoint(app, endpoint, async (request, reply) =>
      sendFile(reply, await render(request.params.id, await accessOf(request))),
    );
  }

  registerEndpoint(app, trackShipmentEndpoint, async (request) => {
    const tracked = await shipments.trackShipment(request.params.id, request.lang);
    return { success: true as const, ...tracked };
  });

  const cancel = async (request: FastifyRequest & { params: { id: string } }) => {
    const cancelled = await shipments.cancelShipment(
      request.params.id,
      request.lang,
      await sessionOf(request),
    );
    return { success: true as const, ...cancelled };
  };
  registerEndpoint(app, cancelShipmentEndpoint, cancel);
  registerEndpoint(app, cancelShipmentGetEndpoint, async (request) => {
    assertSameOriginGet(request);
    return cancel(request);
  });
}
