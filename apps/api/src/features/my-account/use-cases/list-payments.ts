import type { TPaymentRow, TPaymentsQuery, TPaymentsResponse, TSessionUser } from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { documentUrl } from "../../shipment/shipment-links.ts";
import { formatCents, formatDay, paymentMethodLabel } from "../history-texts.ts";
import { listPayments, type TPaymentListRow } from "../payment-history-repository.ts";
import { resolveListOwners, subAccountColumn, type TListOwners } from "./list-owners.ts";
import { pageAnswer, pageWindow } from "./page.ts";

/** Spec §3 Payment row from a stored payment, in the caller's language. */
export function paymentRowOf(
  row: TPaymentListRow,
  lang: TLang,
  owners: TListOwners,
  timeZone: string,
): TPaymentRow {
  const day = formatDay(lang, row.paid_at, timeZone);
  return {
    id: row.id,
    currency: row.currency,
    amount: row.amount_cents,
    amount_formatted: formatCents(lang, row.amount_cents, row.currency),
    invoice_ids: row.invoices.map((invoice) => invoice.number),
    invoice_urls: row.invoices.map((invoice) => documentUrl(invoice.shipment_ref, "invoice")),
    method: row.method,
    method_label: paymentMethodLabel(lang, row.method),
    date: day.iso,
    date_formatted: day.formatted,
    sub_account: subAccountColumn(owners, row.user_id),
  };
}

/** Spec §2 My payments (§7 POST /payments): one page, sorted and searched, on the server. */
export function createListPayments(deps: { db: TExecutor; timeZone: string }) {
  return async function listUserPayments(
    user: TSessionUser,
    body: TPaymentsQuery,
    lang: TLang,
  ): Promise<TPaymentsResponse> {
    const owners = await resolveListOwners(deps.db, user, body.user_id);
    const { rows, total } = await listPayments(deps.db, {
      userIds: owners.userIds,
      search: body.q,
      sort: body.sort,
      order: body.order,
      ...pageWindow(body),
    });
    return {
      success: true,
      rows: rows.map((row) => paymentRowOf(row, lang, owners, deps.timeZone)),
      ...pageAnswer(body, total, owners),
    };
  };
}
