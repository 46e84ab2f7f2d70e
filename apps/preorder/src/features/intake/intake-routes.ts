import { type TStoreKind, ZGenericOrder } from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { fail, parseOrFail } from "../../http/answers.ts";
import { parseJsonOrFail } from "../../http/json-body.ts";
import type { TServiceContext } from "../../service-context.ts";
import { keyHash } from "../auth/auth-routes.ts";
import type { TIntakeOrder } from "../preorders/intake-order.ts";
import { fromGeneric } from "./generic-order.ts";
import { fromShopify, ZShopifyOrder } from "./shopify-order.ts";
import { isSignedBy } from "./signature.ts";
import { fromWooCommerce, ZWooCommerceOrder } from "./woocommerce-order.ts";

type TWebhook = {
  kind: TStoreKind;
  signatureHeader: string;
  schema: z.ZodType;
  map: (order: never) => TIntakeOrder | undefined;
};

const WEBHOOKS: readonly TWebhook[] = [
  { kind: "shopify", signatureHeader: "x-shopify-hmac-sha256", schema: ZShopifyOrder, map: fromShopify },
  {
    kind: "woocommerce",
    signatureHeader: "x-wc-webhook-signature",
    schema: ZWooCommerceOrder,
    map: fromWooCommerce,
  },
];

// WooCommerce checks a new webhook's address with an unsigned form post `webhook_id=12`: answered
// 200 (nothing is stored), or WooCommerce would refuse to save the webhook.
const WOOCOMMERCE_PING = /^webhook_id=\d{1,20}$/;

/** Takes a mapped order in: one pre-order per merchant order (an upsert), 200 either way. */
export async function takeIn(ctx: TServiceContext, merchantId: number, order: TIntakeOrder) {
  const { created } = await ctx.preorders.upsert(merchantId, order);
  return { success: true as const, merchant_order_id: order.merchantOrderId, created };
}

export function registerIntakeRoutes(app: FastifyInstance, ctx: TServiceContext) {
  // Signatures are over the exact bytes received: these routes read the raw body and parse it themselves.
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
      scope.addContentTypeParser(type, { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    }
    for (const webhook of WEBHOOKS) {
      scope.post(`/webhooks/${webhook.kind}/:connectorId`, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (webhook.kind === "woocommerce" && WOOCOMMERCE_PING.test(raw.toString("latin1"))) {
          return { success: true };
        }
        const { connectorId } = request.params as { connectorId: string };
        const store = await ctx.stores.findByConnector(webhook.kind, connectorId);
        const header = request.headers[webhook.signatureHeader];
        // Unknown address, no signature, wrong signature: the same 401, and nothing stored.
        if (!store || !isSignedBy(raw, typeof header === "string" ? header : undefined, store.secret)) {
          return fail(reply, 401, "preorder.signature_invalid");
        }
        const json = parseJsonOrFail(raw.toString("utf8"), reply);
        if (json === undefined) return reply;
        const order = parseOrFail(reply, webhook.schema, json);
        if (!order) return reply;
        const mapped = webhook.map(order as never);
        // An order with nothing to ship (only gift cards, services): acknowledged, nothing to prepare.
        if (!mapped) return { success: true, merchant_order_id: null, created: false };
        return takeIn(ctx, store.merchantId, mapped);
      });
    }
  });

  /** The generic intake: a merchant's own site posts its order, with its api_key in X-Api-Key. */
  app.post(
    "/api/intake/orders",
    {
      // The key is checked before the body is read: an unauthenticated caller learns nothing.
      onRequest: async (request, reply) => {
        const key = request.headers["x-api-key"];
        const merchantId =
          typeof key === "string" && key.length <= 200
            ? await ctx.merchants.findByKeyHash(keyHash(key))
            : undefined;
        if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
        request.merchantId = merchantId;
      },
    },
    async (request, reply) => {
      const order = parseOrFail(reply, ZGenericOrder, request.body);
      if (!order || request.merchantId === undefined) return reply;
      return takeIn(ctx, request.merchantId, fromGeneric(order));
    },
  );
}

declare module "fastify" {
  interface FastifyRequest {
    /** The generic intake's merchant, from its X-Api-Key. */
    merchantId?: number;
  }
}
