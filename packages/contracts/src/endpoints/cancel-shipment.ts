import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { ZLangQuery } from "../reference.ts";
import { ZCancelShipmentResponse, ZShipmentParams } from "../shipment.ts";
import { withCarrierErrors } from "./carrier-errors.ts";

/** POST /cancel_shipment/{id} takes no body; an object with fields is refused like any unknown field. */
export const ZCancelShipmentBody = z.strictObject({}).nullish();

/** What a cancellation does and answers, by POST or by the spec's GET (OpenAPI description). */
export const cancelShipmentOutcome =
  "A Validated shipment (status 2) not yet picked up is cancelled at the carrier and refunded the way " +
  "it was paid, once; otherwise (or a second time) 409 shipment.cancel_impossible ('Error, impossible " +
  "to cancel the shipment'); 409 shipment.cancel_payment_open while a card payment of its invoice is " +
  "open. A deferred shipment whose invoice was paid since is refunded that invoice's share of the card payment.";

/** The failures of a cancellation, by POST or by the spec's GET. */
export const cancelShipmentErrors = withCarrierErrors({
  400: [],
  // Owner only: another caller's shipment is not_found.
  404: ["not_found"],
  // A live carrier's refusal gives its reason (picked up, or refused) (decision 062).
  409: [
    "shipment.cancel_impossible",
    "shipment.cancel_payment_open",
    "shipment.cancel_picked_up",
    "shipment.cancel_refused",
  ],
  // The card refund failed at the provider (502) or no provider can refund it (503).
  502: ["payment.refund_failed"],
  503: ["payment.refund_failed"],
});

/** Spec §4 cancellation, §7: the form to use. */
export const cancelShipmentEndpoint = defineEndpoint({
  method: "POST",
  path: "/cancel_shipment/:id",
  tags: ["shipment"],
  summary: "Cancel a shipment of the caller",
  description: `The form to use. ${cancelShipmentOutcome}`,
  query: ZLangQuery,
  params: ZShipmentParams,
  body: ZCancelShipmentBody,
  response: ZCancelShipmentResponse,
  errors: cancelShipmentErrors,
});
