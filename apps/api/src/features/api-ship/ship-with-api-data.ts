import { createHash } from "node:crypto";
import type { TApiShipBody, TOffer, TOffersResponse, TShipResponse, ZApiShipBody } from "@ship/contracts";
import { orderFormBlocksOf, type TCurrency, type TLang } from "@ship/domain";
import type { z } from "zod";
import type { TExecutor } from "../../db/unit-of-work.ts";
import { AppError } from "../../errors/app-error.ts";
import type { TFieldError } from "../../http/zod-issues.ts";
import type { TOrderService } from "../order/order-service.ts";
import type { TRatingBrand, TRatingService } from "../rating/rating-service.ts";
import type { TSession } from "../session/session-service.ts";
import type { TShipmentService } from "../shipment/shipment-service.ts";
import { claimApiShipRequest, findApiShipRequest, type TApiShipRequest } from "./api-ship-repository.ts";

type TDeps = {
  db: TExecutor;
  rating: Pick<TRatingService, "rate" | "listOffers">;
  orders: Pick<TOrderService, "selectOffer" | "updateShipment">;
  shipments: Pick<TShipmentService, "confirmOrder">;
};

type TBody = z.output<typeof ZApiShipBody>;
type TCaller = TSession & { user: NonNullable<TSession["user"]> };
export type TApiShipOutcome =
  | { ok: false; errors: TFieldError[]; summary: "rating.failed" | "validation.failed" }
  | { ok: true; response: TShipResponse };

const hashOf = (body: TApiShipBody) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

/** The offer api_data names, else the recommended one (the first by the priority) delivered to the door. */
function chooseOffer(offers: readonly TOffer[], wanted: TBody["api_data"]["offer"]): TOffer {
  const offer = wanted
    ? offers.find((o) => o.carrier_code === wanted.carrier_code && o.service_code === wanted.service_code)
    : // A relay point is chosen from POST /dropofflocation, which a one-call journey cannot do.
      (offers.find((o) => o.delivery_to_collection_point === 0) ?? offers[0]);
  if (!offer) throw new AppError("order.offer_not_found", 404, { field: "api_data.offer" });
  return offer;
}

/** The rating's insurance (decision 050) carried to the order, so the price shown is the price paid. */
function withRatedInsurance(info: TBody["api_data"]["shipping_info"], rated: TOffersResponse["shipment"]) {
  const preferences = rated.preferences;
  if (info.insurance === 1 || preferences?.insurance !== 1 || preferences.insurance_declared_value === null) {
    return info;
  }
  const currency: TCurrency = rated.currency;
  return { ...info, insurance: 1 as const, value: preferences.insurance_declared_value / 100, currency };
}

/**
 * Spec §7 POST /ship with api_data (decision 050): rate, choose, fill in and ship, as the web
 * journey's use cases do, each step in its own transaction and idempotent. The client's key is
 * recorded with the order once the order is filled in, before anything is paid: a retry ships that
 * order (the waybill is made once per order), never a second one.
 */
export function createShipWithApiData(deps: TDeps) {
  async function prepare(
    body: TBody,
    caller: TCaller,
    options: { lang: TLang; brand: TRatingBrand },
  ): Promise<
    { ok: false; outcome: TApiShipOutcome } | { ok: true; request: Omit<TApiShipRequest, "requestHash"> }
  > {
    const rated = await deps.rating.rate(body.shipment, caller, options.brand);
    if (!rated.ok)
      return { ok: false, outcome: { ok: false, errors: rated.errors, summary: "rating.failed" } };
    const key = { shipment_id: rated.response.shipment_id, order_id: rated.response.order_id };
    const { offers, shipment } = JSON.parse(
      await deps.rating.listOffers(key.shipment_id, key.order_id, caller),
    ) as TOffersResponse;
    const offer = chooseOffer(offers, body.api_data.offer);
    await deps.orders.selectOffer({ ...key, offer_id: offer.offer_id, origin: "api" }, caller);
    const updated = await deps.orders.updateShipment(
      {
        ...key,
        offer_id: offer.offer_id,
        shipping_info: withRatedInsurance(body.api_data.shipping_info, shipment),
      },
      caller,
      options.lang,
      orderFormBlocksOf(options.brand.blocks),
    );
    if (!updated.ok) {
      const errors = updated.errors.map((error) => ({
        ...error,
        ...(error.field ? { field: `api_data.${error.field}` } : {}),
      }));
      return { ok: false, outcome: { ok: false, errors, summary: "validation.failed" } };
    }
    return {
      ok: true,
      request: {
        shipmentId: key.shipment_id,
        orderId: key.order_id,
        offerId: updated.response.order.offer.offer_id,
      },
    };
  }

  return async function shipWithApiData(
    input: { body: TBody; raw: TApiShipBody; idempotencyKey: string | undefined },
    caller: TCaller,
    options: { lang: TLang; brand: TRatingBrand },
  ): Promise<TApiShipOutcome> {
    const key = input.idempotencyKey ?? input.body.api_data.reference;
    if (!key) throw new AppError("ship.idempotency_key_required", 400, { field: "api_data.reference" });
    const requestHash = hashOf(input.raw);
    let request = await findApiShipRequest(deps.db, caller.user.id, key);
    if (!request) {
      const prepared = await prepare(input.body, caller, options);
      if (!prepared.ok) return prepared.outcome;
      // A concurrent retry may have recorded its own order first: the key's order is the one shipped.
      request = await claimApiShipRequest(deps.db, caller.user.id, key, { ...prepared.request, requestHash });
    }
    if (request.requestHash !== requestHash) throw new AppError("ship.idempotency_conflict", 409);
    const ref = { shipment_id: request.shipmentId, order_id: request.orderId };
    try {
      // Credit first, else deferred for a professional account (settlementOf's order); never a card.
      const shipment = await deps.shipments.confirmOrder(ref, { payLater: true, lang: options.lang }, caller);
      return {
        ok: true,
        response: { success: true, shipment, order: { ...ref, offer_id: request.offerId } },
      };
    } catch (error) {
      if (error instanceof AppError && error.code === "order.payment_required") {
        throw new AppError("ship.payment_unavailable", 402);
      }
      throw error;
    }
  };
}
export type TShipWithApiData = ReturnType<typeof createShipWithApiData>;
