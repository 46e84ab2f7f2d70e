import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZMassMailingId } from "../mass-mailing.ts";
import { ZLangQuery } from "../reference.ts";

export const ZMassMailingPaymentBody = z.strictObject({ order: ZMassMailingId });

/** The payment block of a mass mailing: what each way of paying needs. */
export const ZMassMailingPaymentResponse = successEnvelope({
  payment: z.object({
    /** unpaid; pending: a card payment is open; paid: settled (ship, or read the progress). */
    status: z.enum(["unpaid", "pending", "paid"]),
    currency: z.enum(CURRENCIES),
    /** The kept recipients' total including tax, cents. */
    amount_total: z.number().int(),
    /** Prepaid credit, euro cents. */
    balance: z.number().int(),
    /** The credit pays all of it (EUR only): POST /mass-mailing/ship with payment_method credit. */
    credit_enough: z.boolean(),
    /** Professional accounts: POST /mass-mailing/ship with payment_method deferred. */
    deferred_payment: z.boolean(),
    /** 'Pay later' would pass the account's limit. */
    deferred_limit_reached: z.boolean(),
    warning_unpaid: z.boolean(),
    nb_unpaid: z.number().int(),
  }),
});
export type TMassMailingPaymentResponse = z.infer<typeof ZMassMailingPaymentResponse>;

/** Spec §2 mass-mailing-offer (Continue reveals the payment block), §4 payment display. */
export const massMailingPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/mass-mailing/payment",
  tags: ["mass-mailing"],
  summary: "The payment block of a mass mailing of the caller: card, credit or pay later",
  description:
    "Card: POST /redirect_payment with type mass_shipment and order_id. Credit (credit_enough) and " +
    "deferred (professional accounts): POST /mass-mailing/ship with payment_method. Another user's " +
    "mass mailing: 404; no recipient left to pay: 409 mass_mailing.nothing_to_ship.",
  query: ZLangQuery,
  body: ZMassMailingPaymentBody,
  response: ZMassMailingPaymentResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["mass_mailing.nothing_to_ship"],
  },
});
