import type { TOffer } from "@ship/contracts";
import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import { parseRatedShipment } from "../rating/rated-shipment.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";

export function createRelayPointRepository(db: Kysely<Database>) {
  return {
    /** The chosen offer and destination of the caller's order in progress; undefined for anyone else. */
    async findOwnedOrderOffer(shipmentId: string, orderId: string, owner: TOwner) {
      const row = await db
        .selectFrom("orders")
        .innerJoin("ratings", "ratings.shipment_id", "orders.shipment_id")
        .select(["orders.offer", "ratings.shipment"])
        .where("orders.shipment_id", "=", shipmentId)
        .where("orders.order_id", "=", orderId)
        .where(ownedBy("orders", owner))
        .executeTakeFirst();
      if (!row) return undefined;
      const shipment = parseRatedShipment(row.shipment);
      return { offer: row.offer as TOffer, shipTo: shipment.ship_to };
    },
  };
}
export type TRelayPointRepository = ReturnType<typeof createRelayPointRepository>;
