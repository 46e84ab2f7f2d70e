import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import { historyPageAnswer, historyPageFields, historySubAccounts } from "../history.ts";
import { ZLangQuery } from "../reference.ts";

/** The columns My payments sorts on (spec §2): the newest first by default. */
export const PAYMENT_SORTS = ["date", "amount", "method"] as const;

export const ZPaymentsBody = z.strictObject(historyPageFields(PAYMENT_SORTS));
export type TPaymentsBody = z.input<typeof ZPaymentsBody>;
export type TPaymentsQuery = z.output<typeof ZPaymentsBody>;

/** Spec §3 Payment row. */
export const ZPaymentRow = z.object({
  id: z.string(),
  currency: z.enum(CURRENCIES),
  /** Integer cents. */
  amount: z.number().int(),
  amount_formatted: z.string(),
  invoice_ids: z.array(z.string()),
  invoice_urls: z.array(z.string()),
  method: z.enum(["credit_card", "credit"]),
  method_label: z.string(),
  date: z.string(),
  date_formatted: z.string(),
  sub_account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TPaymentRow = z.infer<typeof ZPaymentRow>;

export const ZPaymentsResponse = successEnvelope({
  rows: z.array(ZPaymentRow),
  ...historyPageAnswer,
  ...historySubAccounts,
});
export type TPaymentsResponse = z.infer<typeof ZPaymentsResponse>;

/** Spec §2 my account (onglet 2), §7 POST /payments. */
export const paymentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/payments",
  tags: ["my-account"],
  summary: "My payments: a page of the payments the caller (and its sub-accounts) made",
  description:
    "Each payment with the invoices it settled: an order's card or credit payment, or one payment of " +
    "several invoices. Sorted by date, amount or method; q searches the invoice numbers.",
  query: ZLangQuery,
  body: ZPaymentsBody,
  response: ZPaymentsResponse,
  errors: { 400: [], 401: ["auth.login_required"], 404: ["not_found"] },
});
