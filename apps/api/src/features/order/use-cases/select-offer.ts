import type { TOfferSelectResponse, TOrderPrefill } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { upsertSelection } from "../order-repository.ts";
import { orderView } from "../order-view.ts";
import { loadRating } from "./load-rating.ts";
import { lockOrderForChange } from "./lock-order-for-change.ts";
import type { TOrderDeps, TOrderKey } from "./order-deps.ts";

type TDeps = Pick<TOrderDeps, "repository" | "unitOfWork" | "today" | "deriveOffers">;

/**
 * Spec §4 'select offer': the offer must be one of the caller's rating, stored as shown (never
 * priced again). Choosing again, or retrying, updates the same order in progress. `prefill` is what
 * the ship-to-contact page typed (decision 041), kept on the order for the order page.
 */
export function createSelectOffer(deps: TDeps) {
  const { repository } = deps;
  return async function selectOffer(
    key: TOrderKey & { origin?: string | undefined },
    session: TSession | undefined,
    prefill: TOrderPrefill | null = null,
  ): Promise<TOfferSelectResponse> {
    const owner = ownerOfSession(session);
    const rating = await loadRating(deps, key, owner);
    const existing = await repository.findOwnedOrder(key.shipment_id, key.order_id, owner);
    const dutyPaymentDisplayed = await repository.readDutyPaymentDisplayed(owner.userId);
    const view = { key, shipment: rating.shipment, dutyPaymentDisplayed, today: deps.today() };
    // A retry with the offer already chosen (possibly dated again since) changes nothing.
    if (
      existing &&
      existing.offer.offer_id === key.offer_id &&
      (prefill === null || existing.prefill !== null)
    ) {
      const priced = existing.status === "shipping_info";
      const order = orderView({
        ...view,
        offer: existing.offer,
        shippingInfo: existing.shippingInfo,
        prefill: existing.prefill,
        insurancePrice: priced ? existing.insurancePrice : 0,
        voucherDiscount: priced ? existing.voucherDiscount : 0,
      });
      return { success: true, order };
    }
    const offer = rating.offers.find((candidate) => candidate.offer_id === key.offer_id);
    if (!offer) throw new AppError("order.offer_not_found", 404, { field: "offer_id" });
    const outcome = await deps.unitOfWork.transaction(async (trx) => {
      if ((await lockOrderForChange(trx, key.shipment_id)) === "paid") return "paid";
      await upsertSelection(trx, {
        shipmentId: key.shipment_id,
        orderId: key.order_id,
        // The order belongs to whoever owns the rating.
        owner: { sessionId: rating.sessionId, userId: rating.userId },
        offer,
        ratedDate: rating.shipment.shipment_date,
        origin: key.origin ?? null,
        prefill,
      });
      return "ok";
    });
    if (outcome === "paid") throw new AppError("payment.already_paid", 409);
    const order = orderView({
      ...view,
      offer,
      shippingInfo: existing?.shippingInfo ?? null,
      prefill,
      insurancePrice: 0,
      voucherDiscount: 0,
    });
    return { success: true, order };
  };
}
