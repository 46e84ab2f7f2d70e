import { CURRENCIES, LANGS } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { ZCryptedTransactionId } from "../payment.ts";
import { ZLangQuery } from "../reference.ts";

/** At most this many invoices in one payment (ten pages of the pay-invoices table). */
export const PAY_INVOICES_MAX = 100;

/** Spec §7 payment form request with type pay_invoices: the total in cents and the invoices. */
export const ZPayInvoicesConfirmBody = z.strictObject({
  type: z.literal("pay_invoices"),
  /** The total the customer saw, integer cents; the server recomputes it from the invoices. */
  amount: z.number().int().positive().max(100_000_000),
  /** Invoice numbers ('F2026-000001'), each once. */
  invoice_ids: z
    .array(z.string().min(1).max(40))
    .min(1)
    .max(PAY_INVOICES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: "validation.invalid_value" }),
  /** Language of the card page and of the screens the browser comes back to. */
  origin_lang: z.enum(LANGS).optional(),
});
export type TPayInvoicesConfirmBody = z.input<typeof ZPayInvoicesConfirmBody>;

export const ZPayInvoicesConfirmResponse = successEnvelope({
  /** Where the browser goes to pay (the provider's page). */
  redirect_url: z.string(),
  transaction_id: ZCryptedTransactionId,
  /** What the card pays, integer cents. */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type TPayInvoicesConfirmResponse = z.infer<typeof ZPayInvoicesConfirmResponse>;

/** Spec §2 pay-invoices-payment (Confirm), §7 payment form request with type pay_invoices. */
export const payInvoicesConfirmEndpoint = defineEndpoint({
  method: "POST",
  path: "/pay-invoices/confirm",
  tags: ["payment"],
  summary: "Opens the card payment of some of the caller's unpaid invoices; answers the provider's page",
  description:
    "The invoices must be the caller's own (another's answers 404), unpaid (409 payment.invoice_paid) " +
    "and in one currency (409 payment.invoices_currencies); amount must equal their total (409 " +
    "payment.invoices_amount_changed). A retry with the same invoices answers the same open " +
    "transaction; an open payment of other invoices holding one of them is replaced. The invoices " +
    "are marked paid once, when the provider's notification says paid (decision 036).",
  query: ZLangQuery,
  body: ZPayInvoicesConfirmBody,
  response: ZPayInvoicesConfirmResponse,
  errors: {
    400: [],
    401: ["auth.login_required"],
    404: ["not_found"],
    409: ["payment.invoice_paid", "payment.invoices_amount_changed", "payment.invoices_currencies"],
    503: ["payment.not_configured"],
  },
});
