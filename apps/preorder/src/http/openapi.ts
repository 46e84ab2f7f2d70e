import {
  ZErrorResponse,
  ZGenericOrder,
  ZIntakeResponse,
  ZLoginCheckBody,
  ZLoginCheckResponse,
  ZPreorderListResponse,
  ZPreorderPatchBody,
  ZPreorderPatchResponse,
} from "@ship/contracts";
import { z } from "zod";
import { sampleGenericOrder } from "../features/stores/sample-orders.ts";

const schema = (type: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(type, { io, unrepresentable: "any", target: "openapi-3.0" });

const json = (type: z.ZodType, io: "input" | "output", example?: unknown) => ({
  content: { "application/json": { schema: schema(type, io), ...(example ? { example } : {}) } },
});

const failure = (description: string) => ({ description, ...json(ZErrorResponse, "output") });

const EXAMPLE_ORDER = { ...sampleGenericOrder(0), order_id: "A-1001", order_number: "#1001" };

/**
 * The service's own OpenAPI document (GET /openapi.json): the three calls of spec §7, the generic
 * intake with an example order, and the two store webhooks.
 */
export function preorderOpenApi() {
  return {
    openapi: "3.0.3",
    info: {
      title: "ShipCompare pre-order service",
      version: "1.0.0",
      description:
        "Pre-orders: paid orders of a merchant's online store, waiting to be shipped. Stores send their " +
        "orders here (Shopify and WooCommerce webhooks signed with HMAC-SHA256, or the generic intake with " +
        "the merchant's api_key); ShipCompare lists them and records their shipments.",
    },
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      },
    },
    paths: {
      "/api/intake/orders": {
        post: {
          summary: "Generic intake: one order of the merchant's own site",
          description:
            "Authenticated by the merchant's api_key (shown on ShipCompare's my-store page) in X-Api-Key. " +
            "The same order_id again updates the same pre-order (never a second one). Weights and sizes are " +
            "per unit, in kilograms and centimetres; what is missing is asked for at shipping time.",
          security: [{ apiKey: [] }],
          requestBody: { required: true, ...json(ZGenericOrder, "input", EXAMPLE_ORDER) },
          responses: {
            200: {
              description: "Taken in (created: false when it was already there)",
              ...json(ZIntakeResponse, "output"),
            },
            400: failure("Invalid order: one error per field"),
            401: failure("No api_key, or not a valid one"),
          },
        },
      },
      "/webhooks/shopify/{connectorId}": {
        post: {
          summary: "Shopify order webhook (orders/create, orders/updated)",
          description: "X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body with the store's secret.",
          responses: {
            200: { description: "Taken in", ...json(ZIntakeResponse, "output") },
            400: failure("Not a Shopify order"),
            401: failure("Unsigned, wrongly signed, or an unknown webhook address: nothing stored"),
          },
        },
      },
      "/webhooks/woocommerce/{connectorId}": {
        post: {
          summary: "WooCommerce order webhook (order.created, order.updated)",
          description:
            "X-WC-Webhook-Signature: base64 HMAC-SHA256 of the raw body with the webhook's secret.",
          responses: {
            200: { description: "Taken in", ...json(ZIntakeResponse, "output") },
            400: failure("Not a WooCommerce order"),
            401: failure("Unsigned, wrongly signed, or an unknown webhook address: nothing stored"),
          },
        },
      },
      "/api/login_check": {
        post: {
          summary: "A short-lived bearer token for an api_key",
          requestBody: { required: true, ...json(ZLoginCheckBody, "input") },
          responses: {
            200: { description: "The token", ...json(ZLoginCheckResponse, "output") },
            401: failure("Refused (whatever was wrong)"),
          },
        },
      },
      "/api/pre-order/token/{token}": {
        get: {
          summary: "The merchant's pre-orders, grouped by merchant order ({token}: login_check's token)",
          responses: {
            200: { description: "A page of pre-orders", ...json(ZPreorderListResponse, "output") },
            400: failure("Invalid query"),
            401: failure("Invalid or expired token"),
          },
        },
      },
      "/api/pre-order/{merchantOrderId}": {
        patch: {
          summary: "Record a shipment of some of the pre-order's products (idempotent by shipment_id)",
          security: [{ bearer: [] }],
          requestBody: { required: true, ...json(ZPreorderPatchBody, "input") },
          responses: {
            200: {
              description: "The pre-order, statuses moved on",
              ...json(ZPreorderPatchResponse, "output"),
            },
            400: failure("Invalid body"),
            401: failure("Invalid or expired token"),
            404: failure("No such pre-order or product for this merchant"),
            409: failure("A quantity above what is unsent, or products with different addresses"),
          },
        },
      },
    },
  };
}
