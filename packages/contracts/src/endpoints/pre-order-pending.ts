import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { PREORDER_SHIP_STATUSES } from "../pre-order.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * A shipment made here for pre-order products that the pre-order service has not recorded yet
 * (decision 046): `pending` while the outbox retries, `refused` when the service refused it.
 */
export const ZPreorderPendingShipment = z.object({
  merchant_order_id: z.string(),
  state: z.enum(["pending", "refused"]),
  shipment: z.object({
    shipment_id: z.string(),
    carrier_name: z.string(),
    service_name: z.string(),
    price_ti: z.number().int(),
    currency: z.enum(CURRENCIES),
    status: z.enum(PREORDER_SHIP_STATUSES),
  }),
  products: z.array(z.object({ product_id: z.string(), quantity: z.number().int() })),
});
export type TPreorderPendingShipment = z.infer<typeof ZPreorderPendingShipment>;

export const ZPreorderPendingResponse = successEnvelope({ data: z.array(ZPreorderPendingShipment) });

/** The pre-order screen's "pending" marks (issue 15: the screen says the PATCH is pending). */
export const preorderPendingEndpoint = defineEndpoint({
  method: "GET",
  path: "/pre-order/pending",
  tags: ["pre-order"],
  summary: "The caller's pre-order shipments still waiting to be recorded by the pre-order service",
  description:
    "Logged-in users only. Each shipment made from a pre-order is sent to the pre-order service " +
    "(PATCH /api/pre-order/{merchantOrderId}) by an outbox after the waybill; until the service has " +
    "it, it is listed here (`pending`), or `refused` when the service refused it for good. Read from " +
    "the API's database: it answers while the service is down.",
  query: ZLangQuery,
  response: ZPreorderPendingResponse,
  errors: { 401: ["auth.login_required"] },
});
