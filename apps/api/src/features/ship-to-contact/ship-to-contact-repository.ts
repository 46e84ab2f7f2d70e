import type { TOrderPrefill } from "@ship/contracts";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** Keeps what the page typed beside the rating POST /ship-to-contact made (once per rating). */
export async function insertDraft(
  db: TExecutor,
  draft: { shipmentId: string; userId: number; prefill: TOrderPrefill },
): Promise<void> {
  await db
    .insertInto("ship_to_contact_drafts")
    .values({ shipment_id: draft.shipmentId, user_id: draft.userId, prefill: JSON.stringify(draft.prefill) })
    .execute();
}

/** The draft of a ship-to-contact rating the user made; undefined for any other rating. */
export async function findOwnedDraft(
  db: TExecutor,
  userId: number,
  shipmentId: string,
): Promise<TOrderPrefill | undefined> {
  const row = await db
    .selectFrom("ship_to_contact_drafts")
    .select("prefill")
    .where("shipment_id", "=", shipmentId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? (row.prefill as TOrderPrefill) : undefined;
}
