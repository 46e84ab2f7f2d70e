import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCryptedTransactionId } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

export const ZPayInvoicesBody = z.strictObject({
  /** The crypted id the card page sent the browser back with. */
  transaction_id: ZCryptedTransactionId,
});
export type TPayInvoicesBody = z.input<typeof ZPayInvoicesBody>;

export const ZPayInvoicesResponse = successEnvelope({
  /** pending: the provider has not notified yet (ask again); paid: payment_id is set. */
  status: z.enum(["pending", "paid", "declined", "cancelled", "replaced"]),
  /** The customer payment that settled the invoices (My payments), once paid. */
  payment_id: z.string().nullable(),
  invoice_ids: z.array(z.string()),
});
export type TPayInvoicesResponse = z.infer<typeof ZPayInvoicesResponse>;

/** Spec §7 POST /pay_invoices (token, transaction_id), §4 success to my-account, else pay-invoices. */
export const payInvoicesEndpoint = defineEndpoint({
  method: "POST",
  path: "/pay_invoices",
  tags: ["payment"],
  summary: "The outcome of a payment of invoices, after the card page: paid with its payment id, or not",
  description:
    "Reads the server's record (the provider's notification is what pays): status paid answers the " +
    "customer payment's id; pending means the notification has not arrived yet. Only the caller's " +
    "own payment of invoices (another's answers 404).",
  query: ZLangQuery,
  body: ZPayInvoicesBody,
  response: ZPayInvoicesResponse,
  errors: {
    400: ["payment.invalid_reference"],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
