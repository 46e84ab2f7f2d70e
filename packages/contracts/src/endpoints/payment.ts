import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { paymentOrderFields, ZPaymentState } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

/** POST /payment: what the payment block of the order shows (spec §3 Payment state). */
export const ZPaymentBody = z.strictObject({
  ...paymentOrderFields,
  /** The screen to come back to (spec §7 origin_url), kept by the web app. */
  origin_url: z.string().max(255).optional(),
});
export type TPaymentBody = z.input<typeof ZPaymentBody>;

export const ZPaymentResponse = successEnvelope({ payment: ZPaymentState });
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** Spec §2 step 4, §3 Payment state, §4 payment display. */
export const paymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/payment",
  tags: ["payment"],
  summary: "The payment block of an order of the caller (spec §3 Payment state)",
  description:
    "Amounts in integer cents. The account's prepaid credit (euros) pays an order in EUR first: all " +
    "of it (nothing_to_pay: confirm only) or part (partial_payment: the card pays amount_to_pay). " +
    "Professional accounts may pay later (deferred_payment, deferred_url); nb_unpaid counts their " +
    "orders on 'Pay later' still owed. Another caller's order answers 404; an order without " +
    "shipping info, 409.",
  query: ZLangQuery,
  body: ZPaymentBody,
  response: ZPaymentResponse,
  errors: {
    // The schema check's validation.* codes only.
    400: [],
    404: ["not_found"],
    409: ["payment.order_incomplete"],
  },
});
