import type { TOfferSelectResponse } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import type { TSession } from "../../session/session-service.ts";
import { findOwnedDraft } from "../ship-to-contact-repository.ts";
import type { TShipToContactDeps } from "./ship-to-contact-deps.ts";

/** The screen a ship-to-contact order comes from (spec §7 origin): offers go back there. */
const ORIGIN = "ship-to-contact";

/**
 * POST /ship-to-contact/offer/{id}: the offer chosen as on the offers screen (POST /offer/select's
 * use case), with what the ship-to-contact page typed copied onto the order, so the order page opens
 * with both addresses and the shipment info filled in and the normal order flow follows.
 */
export function createChooseContactOffer(deps: Pick<TShipToContactDeps, "db" | "orders">) {
  return async function chooseContactOffer(
    offerId: string,
    key: { shipment_id: string; order_id: string },
    session: TSession & { user: NonNullable<TSession["user"]> },
  ): Promise<TOfferSelectResponse> {
    const prefill = await findOwnedDraft(deps.db, session.user.id, key.shipment_id);
    // Not the caller's rating, or a rating of the ordinary quote form: no hint which.
    if (!prefill) throw new AppError("not_found", 404);
    return deps.orders.selectOffer({ ...key, offer_id: offerId, origin: ORIGIN }, session, prefill);
  };
}
