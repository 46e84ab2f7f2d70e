import { z } from "zod";
import { ZOrderParams } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZLangQuery } from "../reference.ts";
import { cancelShipmentErrors } from "./cancel-shipment.ts";

/** Issue 18: cancels a customer's shipment at the carrier and refunds it, like the customer's own cancel. */
export const consoleCancelOrderEndpoint = defineEndpoint({
  method: "POST",
  path: "/console/orders/:id/cancel",
  tags: ["console"],
  summary: "Cancel a shipment and refund it the way it was paid",
  description: "The customer's cancellation (POST /cancel_shipment/{id}) on their behalf: same rules, once.",
  query: ZLangQuery,
  params: ZOrderParams,
  body: z.strictObject({}).nullish(),
  response: successEnvelope({ refunded: z.number().int() }),
  errors: { ...cancelShipmentErrors, 403: ["console.forbidden"] },
});
