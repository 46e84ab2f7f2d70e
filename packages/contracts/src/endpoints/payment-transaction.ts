import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCryptedTransactionId } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

/** GET /payment/transaction/{crypted_transaction_id}: what the success page reads (never the URL). */
export const ZPaymentTransactionParams = z.strictObject({ crypted_transaction_id: ZCryptedTransactionId });

export const ZPaymentTransactionResponse = successEnvelope({
  transaction: z.object({
    status: z.enum(["pending", "paid", "declined", "cancelled", "replaced"]),
    /** What it pays (spec §7): an order, or a credit top-up (credit_account, no order). */
    purpose: z.enum(["order", "pay_invoices", "credit_account", "mass_shipment"]),
    shipment_id: z.string().nullable(),
    order_id: z.string().nullable(),
    amount: z.number().int(),
    currency: z.enum(CURRENCIES),
    paid_at: z.string().nullable(),
  }),
});
export type TPaymentTransactionResponse = z.infer<typeof ZPaymentTransactionResponse>;

/** Spec §2 step 4 (the payment's outcome screen); decision 010. */
export const paymentTransactionEndpoint = defineEndpoint({
  method: "GET",
  path: "/payment/transaction/:crypted_transaction_id",
  tags: ["payment"],
  summary: "Status of a card payment for the success page (never trust the return URL)",
  description:
    "A changed or foreign token answers 400 payment.invalid_reference; a transaction of another " +
    "caller, 404.",
  query: ZLangQuery,
  params: ZPaymentTransactionParams,
  response: ZPaymentTransactionResponse,
  errors: { 400: ["payment.invalid_reference"], 404: ["not_found"] },
});
