import { ZMerchantOrderId, ZPreorderListQuery, ZPreorderPatchBody } from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fail, parseOrFail } from "../../http/answers.ts";
import type { TServiceContext } from "../../service-context.ts";
import { merchantOfBearer } from "../auth/auth-routes.ts";

const ZTokenParams = z.strictObject({ token: z.string().min(1).max(4096) });
const ZOrderParams = z.strictObject({ merchantOrderId: ZMerchantOrderId });

export function registerPreorderRoutes(app: FastifyInstance, ctx: TServiceContext) {
  /**
   * Spec §7 GET /api/pre-order/token/{token}: the merchant's pre-orders, grouped by order. Its ETag
   * is the merchant's list version: asked again with If-None-Match, it answers 304 while nothing
   * changed (one primary-key read instead of the list).
   */
  app.get("/api/pre-order/token/:token", async (request, reply) => {
    const { token } = request.params as { token?: string };
    const merchantId = ZTokenParams.safeParse({ token }).success
      ? await ctx.tokens.verify(token ?? "")
      : undefined;
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    const query = parseOrFail(reply, ZPreorderListQuery, request.query);
    if (!query) return reply;
    // The version is read before the list: a list newer than its tag is only asked again later,
    // never an older list kept under a newer tag.
    const etag = `"${await ctx.preorders.version(merchantId)}"`;
    reply.header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const { data, total } = await ctx.preorders.list(merchantId, query);
    return { success: true, data, total };
  });

  /** One pre-order with all its products, whatever their status (bearer): the API checks a shipment against it. */
  app.get("/api/pre-order/:merchantOrderId", async (request, reply) => {
    const merchantId = await merchantOfBearer(ctx, request);
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    const params = parseOrFail(reply, ZOrderParams, request.params);
    if (!params) return reply;
    const preorder = await ctx.preorders.find(merchantId, params.merchantOrderId);
    if (!preorder) return fail(reply, 404, "not_found");
    return { success: true, data: preorder };
  });

  /** Spec §7 PATCH /api/pre-order/{merchantOrderId} (bearer): a shipment made for some of its products. */
  app.patch("/api/pre-order/:merchantOrderId", async (request, reply) => {
    const merchantId = await merchantOfBearer(ctx, request);
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    const params = parseOrFail(reply, ZOrderParams, request.params);
    const body = params && parseOrFail(reply, ZPreorderPatchBody, request.body);
    if (!params || !body) return reply;
    const result = await ctx.preorders.recordShipment(merchantId, params.merchantOrderId, body);
    if (result === "not_found") return fail(reply, 404, "not_found");
    if (result === "quantity_exceeded") return fail(reply, 409, "preorder.quantity_exceeded");
    if (result === "addresses_differ") return fail(reply, 409, "preorder.addresses_differ");
    return { success: true, data: result };
  });
}
