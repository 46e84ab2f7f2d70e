import { offerSelectEndpoint, updateShipmentEndpoint, voucherCheckEndpoint } from "@ship/contracts";
import type { TContext, TTypedApp } from "../../app-context.ts";
import { sendError } from "../../http/error-handler.ts";
import { registerEndpoint } from "../../http/register-endpoint.ts";
import { brandHasBlock, requestOrderFormBlocks, requireBlock } from "../permissions/guards.ts";
import { readSessionCookie } from "../session/session-cookie.ts";

/** POST /offer/select, POST /update-shipment and POST /voucher/check: the order in progress (spec §2 step 3, §4, §5). */
export function registerOrderRoutes(app: TTypedApp, ctx: TContext) {
  const { orders } = ctx;

  registerEndpoint(app, offerSelectEndpoint, async (request) => {
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    return orders.selectOffer(request.body, session);
  });

  registerEndpoint(app, updateShipmentEndpoint, async (request, reply) => {
    // A brand without the voucher block (spec §1) takes no code: the field does not exist there.
    if ((request.body.shipping_info.voucher ?? "").trim() !== "" && !brandHasBlock(ctx, request, "voucher")) {
      return sendError(
        request,
        reply,
        400,
        [{ code: "order.voucher_invalid", field: "shipping_info.voucher" }],
        "validation.failed",
      );
    }
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    const outcome = await orders.updateShipment(
      request.body,
      session,
      request.lang,
      requestOrderFormBlocks(ctx, request),
    );
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return outcome.response;
  });

  registerEndpoint(app, voucherCheckEndpoint, async (request, reply) => {
    requireBlock(ctx, request, "voucher");
    const session = await ctx.sessions.lookup(readSessionCookie(request, ctx.cookie));
    const outcome = await orders.checkVoucher(request.body, session);
    if (!outcome.ok) return sendError(request, reply, 400, outcome.errors, "validation.failed");
    return outcome.response;
  });
}
