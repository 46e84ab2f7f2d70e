import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZCancelShipmentResponse, ZShipmentParams } from "../shipment.ts";
import { cancelShipmentErrors, cancelShipmentOutcome } from "./cancel-shipment.ts";

/**
 * Spec §7 GET /cancel_shipment/{id}, kept for compatibility. A GET that changes state is what a
 * link on another site makes the browser send with the cookie (decision 014): the handler serves
 * it to this origin only, so it lists the cross-site 403 itself (the route builder adds it to
 * state-changing methods only).
 */
export const cancelShipmentGetEndpoint = defineEndpoint({
  method: "GET",
  path: "/cancel_shipment/:id",
  tags: ["shipment"],
  summary: "Cancel a shipment (spec's GET, kept for compatibility; same-origin only)",
  description:
    "Refused (403 request.cross_site) unless Sec-Fetch-Site is same-origin or the request carries " +
    `X-Requested-With (decision 014). ${cancelShipmentOutcome}`,
  query: ZLangQuery,
  params: ZShipmentParams,
  response: ZCancelShipmentResponse,
  errors: { ...cancelShipmentErrors, 403: ["request.cross_site"] },
});
