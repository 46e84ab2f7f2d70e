import { CURRENCIES } from "@ship/domain";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { successEnvelope } from "../envelope.ts";
import {
  checkRange,
  historyPageAnswer,
  historyPageFields,
  historySubAccounts,
  ZFilterDate,
  ZFlag,
} from "../history.ts";
import { ZLangQuery } from "../reference.ts";
import { ZSettlementMethod, ZShipmentPublicId } from "../shipment.ts";

/** The columns My invoices and Pay invoices sort on (spec §2): the newest first by default. */
export const INVOICE_SORTS = ["date", "due_date", "amount", "number", "payment_date"] as const;

/** Amount filters in euros (or dollars), as typed: at most 2 decimals. */
const ZAmountFilter = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: "validation.too_many_decimals",
      params: { max: 2 },
    },
  );

export const ZInvoicesBody = z
  .strictObject({
    ...historyPageFields(INVOICE_SORTS),
    /** Spec §7: 1 (the default) lists only what is still owed, 0 every invoice. */
    unpaid: ZFlag.default(1),
    /** 1 lists only the invoices of cancelled shipments (credited), 0 (default) the others. */
    deleted: ZFlag.default(0),
    priceFrom: ZAmountFilter.optional(),
    priceTo: ZAmountFilter.optional(),
    /** Creation (issue) date range, inclusive. */
    dateCreate: ZFilterDate.optional(),
    dateTo: ZFilterDate.optional(),
    /** Due date range, inclusive. */
    dateCreateDue: ZFilterDate.optional(),
    dateToDue: ZFilterDate.optional(),
  })
  .superRefine(checkRange("priceFrom", "priceTo"))
  .superRefine(checkRange("dateCreate", "dateTo"))
  .superRefine(checkRange("dateCreateDue", "dateToDue"));
export type TInvoicesBody = z.input<typeof ZInvoicesBody>;
export type TInvoicesQuery = z.output<typeof ZInvoicesBody>;

/** Spec §3 Invoice, as My invoices and Pay invoices show it. */
export const ZInvoiceRow = z.object({
  /** The invoice number ('F2026-000001'). */
  id: z.string(),
  shipment_id: ZShipmentPublicId,
  invoice_url: z.string(),
  currency: z.enum(CURRENCIES),
  /** Integer cents, taxes included. */
  price_ti: z.number().int(),
  price_ti_formatted: z.string(),
  created: z.string(),
  created_formatted: z.string(),
  due: z.string(),
  due_formatted: z.string(),
  company: z.string(),
  lastname: z.string(),
  paid: z.boolean(),
  payment_date: z.string().nullable(),
  payment_date_formatted: z.string().nullable(),
  payment_id: z.string().nullable(),
  payment_method: ZSettlementMethod,
  payment_method_label: z.string(),
  /** Spec §7 cancelable: its shipment can still be cancelled (validated, the caller's own). */
  cancelable: z.boolean(),
  /** The credit note that cancelled it (its shipment was cancelled), else null. */
  credit_note_id: z.string().nullable(),
  credit_note_url: z.string().nullable(),
  sub_account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TInvoiceRow = z.infer<typeof ZInvoiceRow>;

export const ZInvoicesResponse = successEnvelope({
  rows: z.array(ZInvoiceRow),
  ...historyPageAnswer,
  ...historySubAccounts,
  /** What the listed invoices (all pages) still owe, per currency, in cents. */
  unpaid_total: z.array(z.object({ currency: z.enum(CURRENCIES), cents: z.number().int() })),
});
export type TInvoicesResponse = z.infer<typeof ZInvoicesResponse>;

/** Spec §2 my account (onglet 1) and pay invoices, §7 POST /invoices. */
export const invoicesEndpoint = defineEndpoint({
  method: "POST",
  path: "/invoices",
  tags: ["my-account"],
  summary: "My invoices: a page of the caller's invoices (and its sub-accounts'), filtered and sorted",
  description:
    "Unpaid only by default (unpaid 0 lists every invoice); deleted 1 lists the invoices of cancelled " +
    "shipments. Filters: amount range (priceFrom, priceTo, in the invoice's currency units), creation " +
    "date range (dateCreate, dateTo) and due date range (dateCreateDue, dateToDue), each inclusive; " +
    "q searches the number, the company and the name. A range whose end is before its start is refused.",
  query: ZLangQuery,
  body: ZInvoicesBody,
  response: ZInvoicesResponse,
  errors: {
    400: ["validation.invalid_date", "validation.range_reversed"],
    401: ["auth.login_required"],
    404: ["not_found"],
  },
});
