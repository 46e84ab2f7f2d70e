import { AppError } from "../../../errors/app-error.ts";
import type { TOrderRepository, TOwnedRating, TOwner } from "../order-repository.ts";

/** The rating an order is made from, if the caller owns it; 404 not_found for anyone else. */
export async function loadRating(
  repository: TOrderRepository,
  key: { shipment_id: string; order_id: string },
  owner: TOwner,
): Promise<TOwnedRating> {
  const rating = await repository.findOwnedRating(key.shipment_id, key.order_id, owner);
  if (!rating) throw new AppError("not_found", 404);
  return rating;
}
