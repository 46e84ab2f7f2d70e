import type { TExecutor } from "../../../db/unit-of-work.ts";
import { findNotifiedAccount } from "../notification-repository.ts";
import { recipientNoticeMail } from "../notification-texts.ts";
import { relayPointLine, trackingPageUrl } from "../shipment-links.ts";
import { findOrderExtras, type TShipmentRow } from "../shipment-repository.ts";
import { recipientLang } from "../tracking-milestone.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

export type TNotifyRecipient = (trx: TExecutor, row: TShipmentRow) => Promise<boolean>;

type TAddress = { name: string; company: string; email: string; city: string; country_code: string };

/**
 * Spec §3 notification_recipient: when the order asks for it (else the account's default), the recipient (ship_to's e-mail)
 * hears who sends them what, with which carrier, and how to follow it; never a price. Written with
 * `trx`, the transaction that inserts the shipment (decision 051), once per shipment (its key).
 * Answers whether an e-mail was written.
 */
export function createNotifyRecipient(deps: Pick<TShipmentDeps, "mailer" | "publicUrl">): TNotifyRecipient {
  return async function notifyRecipient(trx, row) {
    const { relayPoint, notifyRecipient: ordered } = await findOrderExtras(trx, row.shipment_id);
    const wanted =
      ordered ?? (await findNotifiedAccount(trx, row.user_id))?.flags.has("notification_recipient");
    const to = row.ship_to as TAddress;
    const from = row.ship_from as TAddress;
    if (!wanted || !to.email) return false;
    const lang = recipientLang(to.country_code, row.lang);
    const mail = recipientNoticeMail(lang, {
      sender: `${from.company || from.name} (${from.city})`,
      carrierName: row.carrier_name,
      serviceName: row.service_name,
      trackingNumbers: row.tracking_numbers as string[],
      expectedDeliveryDate: row.expected_delivery_date,
      relayPoint: relayPoint ? relayPointLine(relayPoint) : null,
      trackingLink: trackingPageUrl(deps.publicUrl, lang, row.id),
    });
    return deps.mailer.enqueue(
      trx,
      { to: to.email, ...mail },
      { dedupeKey: `recipient-notification:${row.id}` },
    );
  };
}
