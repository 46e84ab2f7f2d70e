import { AppError } from "../../../errors/app-error.ts";
import type { TOwnedRating, TOwner } from "../order-repository.ts";
import type { TOrderDeps } from "./order-deps.ts";

/**
 * The rating an order is made from, if the caller owns it; 404 not_found for anyone else. A rating
 * kept as its inputs has its offers derived again (decision 053), exactly as POST /offers showed
 * them, or 409 rating.expired; with `expired: "no offers"` such a rating answers without offers
 * instead (a step that already holds its chosen offer).
 */
export async function loadRating(
  deps: Pick<TOrderDeps, "repository" | "deriveOffers">,
  key: { shipment_id: string; order_id: string },
  owner: TOwner,
  options: { expired?: "refuse" | "no offers" } = {},
): Promise<TOwnedRating> {
  const rating = await deps.repository.findOwnedRating(key.shipment_id, key.order_id, owner);
  if (!rating) throw new AppError("not_found", 404);
  const { inputs, offers, ...rest } = rating;
  if (offers !== null || inputs === null) return { ...rest, offers: offers ?? [] };
  const ids = { shipmentId: key.shipment_id, orderId: key.order_id };
  // The stored shipment keeps the preferences asked; the view shown with the offers is derived.
  const { preferences: _asked, ...shipment } = rest.shipment;
  try {
    const derived = await deps.deriveOffers(
      { ...inputs, shipment: rest.shipment, customerType: rest.customerType },
      ids,
    );
    return { ...rest, shipment: { ...shipment, preferences: derived.view }, offers: derived.offers };
  } catch (error) {
    if (options.expired !== "no offers" || !(error instanceof AppError) || error.code !== "rating.expired")
      throw error;
    return { ...rest, shipment, offers: [] };
  }
}
