import { rateAll, toOwnAccountQuote } from "@ship/carriers";
import type { TOffer } from "@ship/contracts";
import type { TIsoDate } from "@ship/domain";
import type { TOwnedRating } from "../order-repository.ts";
import type { TOrderDeps, TOrderKey } from "./order-deps.ts";

type TDeps = Pick<TOrderDeps, "connectors" | "ownAccounts" | "ownAccountConnectors" | "budgetMs" | "now">;

/**
 * The same carrier service dated again (spec §4: a new date gives a new offer id). Only the
 * chosen carrier is asked; undefined when it no longer offers that service on that date.
 */
export function createRateServiceOn(deps: TDeps) {
  return async function rateServiceOn(
    rating: TOwnedRating,
    offer: TOffer,
    date: TIsoDate,
    key: TOrderKey,
  ): Promise<TOffer | undefined> {
    // An own-account offer of a live carrier is dated again on the customer's own contract (issue 19).
    const own =
      offer.is_saas === 1 && rating.userId !== null
        ? (await deps.ownAccountConnectors?.(rating.userId, [offer.carrier_code]))?.[0]
        : undefined;
    const connector =
      own ?? deps.connectors.find((candidate) => candidate.carrier_code === offer.carrier_code);
    if (!connector) return undefined;
    const { shipment } = rating;
    const { offers } = await rateAll(
      [connector],
      {
        ship_from: shipment.ship_from,
        ship_to: shipment.ship_to,
        parcels: shipment.parcels,
        unit: shipment.unit,
        shipment_type: shipment.shipment_type,
        stackable: shipment.stackable,
        shipment_date: date,
        currency: shipment.currency,
        customer_type: rating.customerType,
      },
      { budgetMs: deps.budgetMs, now: deps.now() },
    );
    const found = offers.find((candidate) => candidate.service_code === offer.service_code);
    if (!found) return undefined;
    // An offer on the customer's own carrier account keeps that account's price (issue 5).
    let quote = found;
    if (offer.is_saas === 1) {
      const discounts = rating.userId === null ? undefined : await deps.ownAccounts?.(rating.userId);
      const discount = discounts?.get(offer.carrier_code);
      if (discount === undefined) return undefined;
      quote = toOwnAccountQuote(found, discount);
    }
    return { ...quote, shipment_id: key.shipment_id, order_id: key.order_id, dropoffUrl: offer.dropoffUrl };
  };
}
export type TRateServiceOn = ReturnType<typeof createRateServiceOn>;
