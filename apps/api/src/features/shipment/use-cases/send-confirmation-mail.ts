import type { TRelayPoint } from "@ship/contracts";
import { formatCents } from "@ship/documents";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { relayPointLine, type TDocumentKind, trackingPageUrl } from "../shipment-links.ts";
import {
  findInvoice,
  findOrderExtras,
  findUserEmail,
  type TInvoiceRow,
  type TShipmentRow,
} from "../shipment-repository.ts";
import { buildConfirmationMail } from "../shipment-texts.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

export type TEnqueueConfirmationMail = (trx: TExecutor, row: TShipmentRow) => Promise<void>;

/** The order-confirmation e-mail of a shipment, its links absolute on `base`, with its relay point if any. */
export function confirmationMailOf(
  row: TShipmentRow,
  invoice: TInvoiceRow | undefined,
  base: string,
  relayPoint: TRelayPoint | null,
  /** A document's path: signed, so the e-mailed link opens in any browser (issue 16). */
  linkOf: (kind: TDocumentKind) => string,
) {
  const shipTo = row.ship_to as { name: string; city: string };
  return buildConfirmationMail(row.lang, {
    carrierName: row.carrier_name,
    serviceName: row.service_name,
    trackingNumbers: row.tracking_numbers as string[],
    shipmentDate: row.shipment_date,
    expectedDeliveryDate: row.expected_delivery_date,
    total: formatCents(Number(row.total_cents), row.currency, row.lang),
    recipient: `${shipTo.name}, ${shipTo.city}`,
    relayPoint: relayPoint ? relayPointLine(relayPoint) : null,
    links: {
      label: `${base}${linkOf("label")}`,
      invoice: invoice ? `${base}${linkOf("invoice")}` : null,
      proforma: row.customs_required ? `${base}${linkOf("proforma")}` : null,
      tracking: trackingPageUrl(base, row.lang, row.id),
    },
  });
}

/**
 * Writes the order-confirmation e-mail to the outbox with `trx`, the transaction that inserts
 * the shipment (decision 019): both are stored or neither. The key keeps it to one per shipment.
 */
export function createEnqueueConfirmationMail(
  deps: Pick<TShipmentDeps, "mailer" | "publicUrl" | "documentLinks" | "now">,
): TEnqueueConfirmationMail {
  return async function enqueueConfirmationMail(trx, row) {
    const invoice = await findInvoice(trx, row.id);
    const { relayPoint } = await findOrderExtras(trx, row.shipment_id);
    const now = deps.now();
    const mail = confirmationMailOf(row, invoice, deps.publicUrl, relayPoint, (kind) =>
      deps.documentLinks.sign(row.id, kind, now),
    );
    const from = row.ship_from as { email: string };
    // The customer who ordered: the account's address when logged in, else the sender's.
    const to = (row.user_id !== null ? await findUserEmail(trx, row.user_id) : undefined) ?? from.email;
    await deps.mailer.enqueue(trx, { to, ...mail }, { dedupeKey: `order-confirmation:${row.id}` });
  };
}
