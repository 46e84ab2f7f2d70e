import { langFromId, type TLang } from "@ship/domain";
import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TShipmentRow } from "./shipment-repository.ts";

/** The notification flags of the user's shipment defaults (spec §3), each 0 or 1 there. */
const FLAGS = [
  "notification_recipient",
  "receive_notifications",
  "receive_notifications_expediteur",
  "receive_delivery_confirmations",
] as const;
export type TNotificationFlag = (typeof FLAGS)[number];

/** The account a shipment belongs to, as its notifications need it. */
export type TNotifiedAccount = { email: string; lang: TLang | undefined; flags: Set<TNotificationFlag> };

/** The account's address, language and notification flags on; undefined for a visitor's shipment. */
export async function findNotifiedAccount(
  executor: TExecutor,
  userId: number | null,
): Promise<TNotifiedAccount | undefined> {
  if (userId === null) return undefined;
  const row = await executor
    .selectFrom("users")
    .leftJoin("user_settings", "user_settings.user_id", "users.id")
    .select(["users.email", "users.lang_id", "user_settings.shipment_defaults"])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored =
    typeof row.shipment_defaults === "string" ? JSON.parse(row.shipment_defaults) : row.shipment_defaults;
  const defaults = (stored ?? {}) as Partial<Record<TNotificationFlag, unknown>>;
  return {
    email: row.email,
    lang: langFromId(row.lang_id),
    flags: new Set(FLAGS.filter((flag) => defaults[flag] === 1)),
  };
}

/**
 * What tracking moved the shipment to, compare-and-set on what the caller read: true only for the
 * one call that changed it, so concurrent tracking reads write the change (and its e-mails) once.
 */
export async function advanceTracking(
  executor: TExecutor,
  row: Pick<TShipmentRow, "id" | "status" | "tracking_milestone">,
  to: { status: TShipmentRow["status"]; milestone: string | null },
  at: Date,
): Promise<boolean> {
  let update = executor
    .updateTable("shipments")
    .set({ status: to.status, tracking_milestone: to.milestone, updated_at: at })
    .where("id", "=", row.id)
    .where("status", "=", row.status);
  update =
    row.tracking_milestone === null
      ? update.where("tracking_milestone", "is", null)
      : update.where("tracking_milestone", "=", row.tracking_milestone);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The tracking refresh's round: shipments made since `since` still on their way (not delivered,
 * not cancelled) whose account wants tracking e-mails, or made by a live carrier (decision 062:
 * its tracking is polled here, not on each read) and not in a back-off, oldest first. Others
 * are tracked when someone opens their tracking page.
 */
export function listShipmentsToRefresh(
  executor: TExecutor,
  round: { since: Date; now: Date },
  limit: number,
): Promise<TShipmentRow[]> {
  const wanted = sql<boolean>`(user_settings.shipment_defaults->>'receive_notifications' = '1'
    or user_settings.shipment_defaults->>'receive_notifications_expediteur' = '1'
    or user_settings.shipment_defaults->>'receive_delivery_confirmations' = '1')`;
  return executor
    .selectFrom("shipments")
    .leftJoin("user_settings", "user_settings.user_id", "shipments.user_id")
    .selectAll("shipments")
    .where("shipments.status", "in", ["Validated", "Pickuped"])
    .where("shipments.created_at", ">=", round.since)
    .where((eb) => eb.or([eb("shipments.carrier_mode", "=", "live"), wanted]))
    .where((eb) =>
      eb.or([
        eb("shipments.tracking_next_poll_at", "is", null),
        eb("shipments.tracking_next_poll_at", "<=", round.now),
      ]),
    )
    .orderBy("shipments.created_at")
    .limit(limit)
    .execute();
}
