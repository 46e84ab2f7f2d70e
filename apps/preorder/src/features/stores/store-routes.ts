import { randomBytes } from "node:crypto";
import { PREORDER_SOURCES, STORE_KINDS, type TStoreConnection, ZStoreSecretBody } from "@ship/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fail, parseOrFail } from "../../http/answers.ts";
import type { TServiceContext } from "../../service-context.ts";
import { merchantOfBearer } from "../auth/auth-routes.ts";
import { fromGeneric } from "../intake/generic-order.ts";
import { takeIn } from "../intake/intake-routes.ts";
import { signBody } from "../intake/signature.ts";
import { sampleGenericOrder, sampleShopifyOrder, sampleWooCommerceOrder } from "./sample-orders.ts";
import type { TStoreRow } from "./store-repository.ts";

const ZKindParams = z.strictObject({ kind: z.enum(STORE_KINDS) });
const ZSourceParams = z.strictObject({ kind: z.enum(PREORDER_SOURCES) });
/** The test button sends nothing but the store's kind: any field in its body is a mistake. */
const ZTestOrderBody = z.strictObject({});

const SIGNATURE_HEADERS = {
  shopify: "x-shopify-hmac-sha256",
  woocommerce: "x-wc-webhook-signature",
} as const;

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}

export function registerStoreRoutes(app: FastifyInstance, ctx: TServiceContext) {
  const toConnection = (row: TStoreRow): TStoreConnection => ({
    kind: row.kind,
    webhook_url: `${ctx.settings.publicUrl()}/webhooks/${row.kind}/${row.connector_id}`,
    secret: row.secret,
    secret_updated_at: row.secret_updated_at.toISOString(),
  });

  const ensure = (merchantId: number) =>
    ctx.stores.ensure(merchantId, () => ({ connectorId: randomToken(16), secret: randomToken(32) }));

  /** The my-store page's facts: each store's webhook URL and secret (made at the first call). */
  app.get("/api/stores", async (request, reply) => {
    const merchantId = await merchantOfBearer(ctx, request);
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    const rows = await ensure(merchantId);
    return {
      stores: rows.map(toConnection),
      generic: {
        intake_url: `${ctx.settings.publicUrl()}/api/intake/orders`,
        openapi_url: `${ctx.settings.publicUrl()}/openapi.json`,
      },
    };
  });

  /** Rotate a store's secret (a new random one), or keep the one the store shows (Shopify's). */
  app.post("/api/stores/:kind/secret", async (request, reply) => {
    const merchantId = await merchantOfBearer(ctx, request);
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    const params = parseOrFail(reply, ZKindParams, request.params);
    const body = params && parseOrFail(reply, ZStoreSecretBody, request.body ?? {});
    if (!params || !body) return reply;
    await ensure(merchantId);
    const row = await ctx.stores.setSecret(merchantId, params.kind, body.secret ?? randomToken(32));
    if (!row) return fail(reply, 404, "not_found");
    return toConnection(row);
  });

  /**
   * The test button: a sample order of that store, signed with the store's secret and sent to its
   * webhook route (in process), so the signature check and the mapping run as for a real order.
   */
  app.post("/api/stores/:kind/test-order", async (request, reply) => {
    const merchantId = await merchantOfBearer(ctx, request);
    if (merchantId === undefined) return fail(reply, 401, "preorder.login_refused");
    const params = parseOrFail(reply, ZSourceParams, request.params);
    if (!params || !parseOrFail(reply, ZTestOrderBody, request.body ?? {})) return reply;
    if (params.kind === "generic") {
      // The service never holds the api_key: the bearer already names the merchant.
      const answer = await takeIn(ctx, merchantId, fromGeneric(sampleGenericOrder()));
      return { merchant_order_id: answer.merchant_order_id };
    }
    await ensure(merchantId);
    const store = await ctx.stores.find(merchantId, params.kind);
    if (!store) return fail(reply, 404, "not_found");
    const order = params.kind === "shopify" ? sampleShopifyOrder() : sampleWooCommerceOrder();
    const raw = Buffer.from(JSON.stringify(order));
    const delivered = await app.inject({
      method: "POST",
      url: `/webhooks/${params.kind}/${store.connector_id}`,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADERS[params.kind]]: signBody(raw, store.secret),
      },
      payload: raw,
    });
    if (delivered.statusCode !== 200) {
      request.log.error(
        { status: delivered.statusCode, body: delivered.body },
        "test order refused by its webhook",
      );
      return fail(reply, 500, "internal");
    }
    return { merchant_order_id: (delivered.json() as { merchant_order_id: string }).merchant_order_id };
  });
}
