import type { TOfferSelectResponse } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import type { TSession } from "../../session/session-service.ts";
import { findOwnedMarker } from "../pre-order-marker-repository.ts";
import type { TPreOrderShippingDeps } from "./pre-order-shipping-deps.ts";

/** The screen a pre-order order comes from (spec §7 origin). */
const ORIGIN = "pre-order";

/**
 * POST /pre-order/offer/{id}: the offer chosen as on the offers screen (POST /offer/select's use
 * case), with the pre-order's addresses copied onto the order; the normal order flow follows, and
 * the rating's marker tells the waybill which pre-order products it ships.
 */
export function createChoosePreOrderOffer(deps: Pick<TPreOrderShippingDeps, "db" | "orders">) {
  return async function choosePreOrderOffer(
    offerId: string,
    key: { shipment_id: string; order_id: string },
    session: TSession & { user: NonNullable<TSession["user"]> },
  ): Promise<TOfferSelectResponse> {
    const marker = await findOwnedMarker(deps.db, session.user.id, key.shipment_id);
    // Not the caller's rating, or not a pre-order rating: no hint which.
    if (!marker) throw new AppError("not_found", 404);
    return deps.orders.selectOffer({ ...key, offer_id: offerId, origin: ORIGIN }, session, marker.prefill);
  };
}
