import type { TLang, TOrderSettlementMethod } from "@ship/domain";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** A settled order still without its shipment: how it was settled and the language to write in. */
export type TSettledOrder = { shipmentId: string; method: TOrderSettlementMethod; lang: TLang };

/**
 * Settled orders without a shipment (the shipment feature's recovery sweep at start): paid by
 * card (the notification came), or settled by credit, deferred payment or as free (POST /order
 * settled them, then the API stopped), and not refunded. The payment feature owns the payment
 * tables, so the sweep reads them here (decision 028).
 */
export async function listSettledOrdersWithoutShipment(executor: TExecutor): Promise<TSettledOrder[]> {
  const paidByCard = await executor
    .selectFrom("payment_transactions as t")
    .leftJoin("shipments as s", "s.shipment_id", "t.shipment_id")
    .select(["t.shipment_id", "t.lang"])
    // Only orders have a shipment (a credit top-up pays none, migration 0020).
    .where("t.purpose", "=", "order")
    .where("t.shipment_id", "is not", null)
    .$narrowType<{ shipment_id: string }>()
    .where("t.status", "=", "paid")
    .where("s.id", "is", null)
    .orderBy("t.paid_at")
    .execute();
  const settled = await executor
    .selectFrom("order_payments as p")
    .leftJoin("shipments as s", "s.shipment_id", "p.shipment_id")
    .select(["p.shipment_id", "p.method"])
    .where("p.refunded_at", "is", null)
    .where("s.id", "is", null)
    .orderBy("p.settled_at")
    .execute();
  return mergeSettledOrders(paidByCard, settled);
}

/**
 * One entry per order, in the order of the card payments then of the other settlements: a
 * settlement row names the method (it wins over the card's), the card payment the language.
 */
export function mergeSettledOrders(
  paidByCard: readonly { shipment_id: string; lang: TLang }[],
  settled: readonly { shipment_id: string; method: TOrderSettlementMethod }[],
): TSettledOrder[] {
  const byOrder = new Map<string, TSettledOrder>();
  for (const row of paidByCard) {
    byOrder.set(row.shipment_id, { shipmentId: row.shipment_id, method: "credit_card", lang: row.lang });
  }
  for (const row of settled) {
    const card = byOrder.get(row.shipment_id);
    // Spec §9: French is the default language when no card payment recorded one.
    byOrder.set(row.shipment_id, {
      shipmentId: row.shipment_id,
      method: row.method,
      lang: card?.lang ?? "fr",
    });
  }
  return [...byOrder.values()];
}
