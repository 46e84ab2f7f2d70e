import type { TInvoiceRow, TInvoicesQuery, TInvoicesResponse, TSessionUser } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { documentUrl } from "../../shipment/shipment-links.ts";
import type { TCountCache } from "../count-cache.ts";
import { formatCents, formatDay, formatIsoDate, paymentMethodLabel } from "../history-texts.ts";
import { listInvoices, type TInvoiceListRow } from "../invoice-history-repository.ts";
import { resolveListOwners, subAccountColumn, type TListOwners } from "./list-owners.ts";
import { pageAnswer, pageWindow } from "./page.ts";

type TCustomer = { name?: string; company?: string };

/** Amount filters arrive in currency units with at most 2 decimals. */
const toCents = (amount: number | undefined) => (amount === undefined ? undefined : Math.round(amount * 100));

/** Spec §3 Invoice from a stored invoice, in the caller's language. */
export function invoiceRowOf(
  row: TInvoiceListRow,
  lang: TLang,
  owners: TListOwners,
  timeZone: string,
): TInvoiceRow {
  const customer = (row.customer ?? {}) as TCustomer;
  const paid = row.paid_at === null ? null : formatDay(lang, row.paid_at, timeZone);
  const mine = row.user_id === owners.callerId;
  return {
    id: row.number,
    shipment_id: row.shipment_ref,
    invoice_url: documentUrl(row.shipment_ref, "invoice"),
    currency: row.currency,
    price_ti: Number(row.total_ti_cents),
    price_ti_formatted: formatCents(lang, Number(row.total_ti_cents), row.currency),
    created: row.issue_date,
    created_formatted: formatIsoDate(lang, row.issue_date),
    due: row.due_date,
    due_formatted: formatIsoDate(lang, row.due_date),
    company: customer.company ?? "",
    lastname: customer.name ?? "",
    paid: row.paid_at !== null,
    payment_date: paid?.iso ?? null,
    payment_date_formatted: paid?.formatted ?? null,
    payment_id: row.payment_id,
    payment_method: row.payment_method as TInvoiceRow["payment_method"],
    payment_method_label: paymentMethodLabel(lang, row.payment_method as TInvoiceRow["payment_method"]),
    cancelable: row.status === "Validated" && mine,
    credit_note_id: row.credit_note_number,
    credit_note_url: row.credit_note_number === null ? null : documentUrl(row.shipment_ref, "credit-note"),
    sub_account: subAccountColumn(owners, row.user_id),
  };
}

/** Spec §2 My invoices and Pay invoices (§7 POST /invoices): one filtered page, on the server. */
export function createListInvoices(deps: { db: TExecutor; counts: TCountCache; timeZone: string }) {
  return async function listUserInvoices(
    user: TSessionUser,
    body: TInvoicesQuery,
    lang: TLang,
  ): Promise<TInvoicesResponse> {
    const owners = await resolveListOwners(deps.db, user, body.user_id);
    const { rows, total, unpaid } = await listInvoices(
      deps.db,
      {
        userIds: owners.userIds,
        search: body.q,
        unpaidOnly: body.unpaid === 1,
        cancelled: body.deleted === 1,
        amountCents: { from: toCents(body.priceFrom), to: toCents(body.priceTo) },
        issued: { from: body.dateCreate, to: body.dateTo },
        due: { from: body.dateCreateDue, to: body.dateToDue },
        sort: body.sort,
        order: body.order,
        ...pageWindow(body),
      },
      deps.counts,
    );
    return {
      success: true,
      rows: rows.map((row) => invoiceRowOf(row, lang, owners, deps.timeZone)),
      ...pageAnswer(body, total, owners),
      unpaid_total: unpaid,
    };
  };
}
