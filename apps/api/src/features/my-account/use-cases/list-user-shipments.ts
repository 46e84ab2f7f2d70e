import {
  SHIPMENT_STATUS_CODES,
  type TSessionUser,
  type TShipmentRow,
  type TUserShipmentsQuery,
  type TUserShipmentsResponse,
} from "@ship/contracts";
import type { TLang } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { documentUrl } from "../../shipment/shipment-links.ts";
import type { TCountCache } from "../count-cache.ts";
import { listShipments, type TShipmentListRow } from "../history-repository.ts";
import { formatCents, formatIsoDate, paymentMethodLabel, statusLabel } from "../history-texts.ts";
import { resolveListOwners, subAccountColumn, type TListOwners } from "./list-owners.ts";
import { pageAnswer, pageWindow } from "./page.ts";

type TParty = { name?: string; company?: string };
const companyOrName = (party: unknown) => {
  const { name = "", company = "" } = (party ?? {}) as TParty;
  return company || name;
};

/** Spec §3 'Shipment row' from a stored shipment, in the caller's language. */
export function shipmentRowOf(row: TShipmentListRow, lang: TLang, owners: TListOwners): TShipmentRow {
  const trackingNumbers = (row.tracking_numbers ?? []) as string[];
  return {
    id: row.id,
    code: row.customer_code || row.reference,
    shipment_date: row.shipment_date,
    shipment_date_formatted: formatIsoDate(lang, row.shipment_date),
    address1_company_or_name: companyOrName(row.ship_from),
    address2_company_or_name: companyOrName(row.ship_to),
    carrier_name: row.carrier_name,
    service_name: row.service_name,
    tracking_number: trackingNumbers[0] ?? "",
    waybill_url: documentUrl(row.id, "label"),
    proforma: row.customs_required ? 1 : 0,
    proforma_url: row.customs_required ? documentUrl(row.id, "proforma") : null,
    currency: row.currency,
    price_ti: Number(row.total_cents),
    price_ti_formatted: formatCents(lang, Number(row.total_cents), row.currency),
    invoice_id: row.invoice_number,
    invoice_url: row.invoice_number === null ? null : documentUrl(row.id, "invoice"),
    credit_note_id: row.credit_note_number,
    credit_note_url: row.credit_note_number === null ? null : documentUrl(row.id, "credit-note"),
    payment_method: row.payment_method,
    payment_method_label: paymentMethodLabel(lang, row.payment_method),
    status: SHIPMENT_STATUS_CODES[row.status],
    status_name: row.status,
    status_label: statusLabel(lang, row.status),
    // Spec §4: a validated shipment can be cancelled (after confirmation), and only by its owner.
    cancellable: row.status === "Validated" && row.user_id === owners.callerId,
    sub_account: subAccountColumn(owners, row.user_id),
  };
}

/** Spec §2 My shipments (§7 POST /user-shipments): one page, sorted and searched, on the server. */
export function createListUserShipments(deps: { db: TExecutor; counts: TCountCache }) {
  return async function listUserShipments(
    user: TSessionUser,
    body: TUserShipmentsQuery,
    requestLang: TLang,
  ): Promise<TUserShipmentsResponse> {
    const lang: TLang = body.lang === 1 ? "en" : body.lang === 2 ? "fr" : requestLang;
    const owners = await resolveListOwners(deps.db, user, body.user_id);
    const { rows, total } = await listShipments(
      deps.db,
      {
        userIds: owners.userIds,
        search: body.q,
        sort: body.sort,
        order: body.order,
        ...pageWindow(body),
      },
      deps.counts,
    );
    return {
      success: true,
      rows: rows.map((row) => shipmentRowOf(row, lang, owners)),
      ...pageAnswer(body, total, owners),
    };
  };
}
