import { CURRENCIES, LANGS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { paymentOrderFields, ZCryptedTransactionId } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

/**
 * POST /redirect_payment: opens (or finds again) the card payment of an order (shipment_id,
 * order_id), or, with `type: "mass_shipment"` (spec §7 payment form request "order_id with type
 * mass_shipment", issue 14), of a mass mailing: `order_id` is then the mass mailing's id and no
 * shipment_id is sent. One object rather than a union, so a stray field is still named as unknown.
 */
export const ZRedirectPaymentBody = z
  .strictObject({
    type: z.literal("mass_shipment").optional(),
    shipment_id: paymentOrderFields.shipment_id.optional(),
    order_id: paymentOrderFields.order_id,
    /** Language of the card page and of the screens the browser comes back to (spec §7 origin_lang). */
    origin_lang: z.enum(LANGS).optional(),
  })
  .superRefine((body, context) => {
    if (body.type === undefined && body.shipment_id === undefined) {
      context.addIssue({ code: "custom", message: "validation.required", path: ["shipment_id"] });
    }
    if (body.type !== undefined && body.shipment_id !== undefined) {
      context.addIssue({ code: "custom", message: "validation.unknown_field", path: ["shipment_id"] });
    }
  });
export type TRedirectPaymentBody = z.input<typeof ZRedirectPaymentBody>;

export const ZRedirectPaymentResponse = successEnvelope({
  /** Where the browser goes to pay (the provider's page). */
  redirect_url: z.string(),
  transaction_id: ZCryptedTransactionId,
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type TRedirectPaymentResponse = z.infer<typeof ZRedirectPaymentResponse>;

/** Spec §2 step 4 (pay by card), §7; decision 010 (the provider), 016 (the credit part). */
export const redirectPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/redirect_payment",
  tags: ["payment"],
  summary: "Opens the card payment of an order of the caller; answers the provider's page",
  description:
    "A retry answers the same transaction (never a second charge); a paid order answers 409 " +
    "payment.already_paid, one the credit covers entirely 409 payment.nothing_to_pay. The credit " +
    "part of a partial payment is debited now and given back if the card payment is not paid. " +
    "transaction_id is encrypted and bound to the order and its owner. With type mass_shipment and " +
    "order_id (a mass mailing of the caller, issue 14): its kept recipients' total; a mass mailing " +
    "with nothing left to ship answers 409 mass_mailing.nothing_to_ship, a paid one " +
    "payment.already_paid.",
  query: ZLangQuery,
  body: ZRedirectPaymentBody,
  response: ZRedirectPaymentResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    // A mass mailing is paid by a logged-in customer only.
    401: ["auth.login_required"],
    404: ["not_found"],
    409: [
      "payment.order_incomplete",
      "payment.already_paid",
      "payment.nothing_to_pay",
      "mass_mailing.nothing_to_ship",
    ],
    // No payment provider configured, or the provider unreachable.
    503: ["payment.not_configured"],
  },
});
