import { defineEndpoint } from "../endpoint.ts";
import { orderConfirmEndpoint, type TOrderConfirmBody, ZOrderConfirmBody } from "./order-confirm.ts";

/** POST /ship: the same confirmation for API clients (spec §7 "shipment plus api_data"). */
export const ZShipBody = ZOrderConfirmBody;
export type TShipBody = TOrderConfirmBody;

/** Spec §7 POST /ship: POST /order under the API clients' name, same body, answer and failures. */
export const shipEndpoint = defineEndpoint({
  ...orderConfirmEndpoint,
  path: "/ship",
  summary: "The same confirmation for API clients (spec: shipment plus api_data)",
  body: ZShipBody,
});
