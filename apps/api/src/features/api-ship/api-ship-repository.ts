import type { TExecutor } from "../../db/unit-of-work.ts";

/** The order an API client's idempotency key made (migration 0035, decision 050). */
export type TApiShipRequest = {
  requestHash: string;
  shipmentId: string;
  orderId: string;
  offerId: string;
};

export async function findApiShipRequest(
  db: TExecutor,
  userId: number,
  key: string,
): Promise<TApiShipRequest | undefined> {
  const row = await db
    .selectFrom("api_ship_requests")
    .select(["request_hash", "shipment_id", "order_id", "offer_id"])
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row
    ? {
        requestHash: row.request_hash,
        shipmentId: row.shipment_id,
        orderId: row.order_id,
        offerId: row.offer_id,
      }
    : undefined;
}

/** Records the key's order unless another request recorded it first; answers the key's order. */
export async function claimApiShipRequest(
  db: TExecutor,
  userId: number,
  key: string,
  request: TApiShipRequest,
): Promise<TApiShipRequest> {
  await db
    .insertInto("api_ship_requests")
    .values({
      user_id: userId,
      idempotency_key: key,
      request_hash: request.requestHash,
      shipment_id: request.shipmentId,
      order_id: request.orderId,
      offer_id: request.offerId,
    })
    .onConflict((conflict) => conflict.columns(["user_id", "idempotency_key"]).doNothing())
    .execute();
  const kept = await findApiShipRequest(db, userId, key);
  if (!kept) throw new Error("the API ship request just recorded is missing");
  return kept;
}
