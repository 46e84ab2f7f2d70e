import type { TTrackResult } from "@ship/carriers";
import type { TLang } from "@ship/domain";
import type { TMailMessage } from "../../mail/mailer.ts";
import { advanceTracking, findNotifiedAccount, type TNotifiedAccount } from "../notification-repository.ts";
import {
  deliveryConfirmationMail,
  type TTrackingNoticeInput,
  trackingNoticeMail,
} from "../notification-texts.ts";
import { trackingPageUrl } from "../shipment-links.ts";
import type { TShipmentRow } from "../shipment-repository.ts";
import { latestMilestone, type TReachedMilestone } from "../tracking-milestone.ts";
import type { TShipmentDeps } from "./shipment-deps.ts";

/** Tracking read the carrier's answer for a shipment: store what moved, and tell whom it concerns. */
export type TRecordTracking = (row: TShipmentRow, result: TTrackResult) => Promise<void>;

type TAddressed = { to: string; message: Omit<TMailMessage, "to">; dedupeKey: string };

/** The stored status the carrier's moves it to (the parcel left: Cancel is no longer offered). */
function nextStoredStatus(row: TShipmentRow, tracked: TTrackResult["status"]): TShipmentRow["status"] {
  if (row.status === "Validated" && (tracked === "Pickuped" || tracked === "Delivered")) return tracked;
  if (row.status === "Pickuped" && tracked === "Delivered") return tracked;
  return row.status;
}

/**
 * The e-mails of one milestone (decision 051): `receive_notifications` tells the account's
 * address, `receive_notifications_expediteur` the sender's (ship_from), once per address; on
 * delivery `receive_delivery_confirmations` sends the account the delivery confirmation instead
 * of a second "delivered" e-mail. All in the account's language, the order's for an account
 * without one. Each has its key, so a milestone is mailed once whatever happens.
 */
function mailsOf(
  row: TShipmentRow,
  reached: TReachedMilestone,
  account: TNotifiedAccount,
  texts: (lang: TLang) => TTrackingNoticeInput,
): TAddressed[] {
  const lang = account.lang ?? row.lang;
  const input = texts(lang);
  const mails: TAddressed[] = [];
  const confirmDelivery =
    reached.milestone === "delivered" && account.flags.has("receive_delivery_confirmations");
  if (confirmDelivery) {
    mails.push({
      to: account.email,
      message: deliveryConfirmationMail(lang, input),
      dedupeKey: `delivery-confirmation:${row.id}`,
    });
  }
  const senderEmail = (row.ship_from as { email: string }).email;
  const addresses = [
    account.flags.has("receive_notifications") ? account.email : "",
    account.flags.has("receive_notifications_expediteur") ? senderEmail : "",
  ];
  const told = new Set(mails.map((mail) => mail.to.toLowerCase()));
  for (const address of addresses) {
    const key = address.toLowerCase();
    if (!address || told.has(key)) continue;
    told.add(key);
    mails.push({
      to: address,
      message: trackingNoticeMail(lang, input),
      dedupeKey: `tracking:${row.id}:${reached.milestone}:${key}`,
    });
  }
  return mails;
}

type TTextDeps = Pick<TShipmentDeps, "publicUrl" | "timeZone">;

/** What the tracking e-mails say of the shipment and its milestone, in `lang`. */
function noticeInput(deps: TTextDeps, row: TShipmentRow, reached: TReachedMilestone, lang: TLang) {
  const shipTo = row.ship_to as { name: string; city: string };
  const when = new Intl.DateTimeFormat(lang, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: deps.timeZone,
  });
  return {
    milestone: reached.milestone,
    recipient: `${shipTo.name}, ${shipTo.city}`,
    carrierName: row.carrier_name,
    serviceName: row.service_name,
    trackingNumber: (row.tracking_numbers as string[])[0] ?? "",
    at: when.format(new Date(reached.event.date)),
    location: reached.event.location,
    trackingLink: trackingPageUrl(deps.publicUrl, lang, row.id),
  };
}

/**
 * Stores where tracking has the shipment (its status, its milestone) and, in the same transaction,
 * writes the e-mails the account's flags ask for (decision 051). The write is compare-and-set on
 * what `row` says: of several reads seeing the same move, one writes it and its e-mails; the
 * outbox's keys back this up. Nothing is written when nothing moved.
 */
export function createRecordTracking(
  deps: Pick<TShipmentDeps, "unitOfWork" | "mailer" | "publicUrl" | "timeZone" | "now">,
): TRecordTracking {
  return async function recordTracking(row, result) {
    if (row.cancelled_at) return;
    const status = nextStoredStatus(row, result.status);
    const latest = latestMilestone(result.events);
    const reached = latest && latest.milestone !== row.tracking_milestone ? latest : undefined;
    if (status === row.status && !reached) return;
    const milestone = reached?.milestone ?? row.tracking_milestone;
    const written = await deps.unitOfWork.transaction(async (trx) => {
      const changed = await advanceTracking(trx, row, { status, milestone }, deps.now());
      if (!changed || !reached) return 0;
      const account = await findNotifiedAccount(trx, row.user_id);
      if (!account) return 0;
      let count = 0;
      const texts = (lang: TLang) => noticeInput(deps, row, reached, lang);
      for (const mail of mailsOf(row, reached, account, texts)) {
        if (await deps.mailer.enqueue(trx, { to: mail.to, ...mail.message }, { dedupeKey: mail.dedupeKey }))
          count++;
      }
      return count;
    });
    // Committed: the delivery job sends them now rather than at its next round.
    if (written > 0) deps.mailer.wake();
  };
}
