import { rateAll, readZonedNow, type TCarrierConnector, toOwnAccountQuote } from "@ship/carriers";
import type {
  TOffer,
  TOfferSelectResponse,
  TOrderInProgress,
  TOrderShippingInfo,
  TRatedShipment,
  TShippingInfoFields,
  TUpdateShipmentInfoResponse,
} from "@ship/contracts";
import {
  CURRENCIES,
  checkVoucher,
  computeInsurancePrice,
  computeOrderTotal,
  computeVoucherDiscount,
  DEFAULT_LANG,
  DEFAULT_PICKUP_CLOSE_TIME,
  DEFAULT_PICKUP_READY_TIME,
  dutyThirdPartyOf,
  getCollectionDateRange,
  isDocumentReasonAllowed,
  LABEL_FORMATS,
  listPickupCloseTimes,
  listPickupReadyTimes,
  needsCustoms,
  normalizeVoucherCode,
  SHIPMENT_REASONS,
  type TIsoDate,
  type TLang,
} from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TFieldError } from "../../http/zod-issues.ts";
import { resolveDropoffTo } from "../relay-points/relay-point-service.ts";
import { ownerOfSession } from "../session/owned-by.ts";
import type { TSession } from "../session/session-service.ts";
import type { TVoucherRepository } from "../voucher/voucher-repository.ts";
import type { TOrderRepository, TOwnedRating, TOwner } from "./order-repository.ts";
import { validateShippingInfo } from "./validate-shipping-info.ts";

type TDeps = {
  repository: TOrderRepository;
  vouchers: TVoucherRepository;
  connectors: readonly TCarrierConnector[];
  /** A saas user's own-account carriers (upper case) with their contract discount in percent. */
  ownAccounts?: (userId: number) => Promise<ReadonlyMap<string, number>>;
  budgetMs: number;
  /** Where "today" is read (the rate sheets' operator time zone), as for rating. */
  timeZone: string;
  now?: () => Date;
};

type TOrderKey = { shipment_id: string; order_id: string; offer_id: string };

export type TUpdateOutcome =
  | { ok: false; errors: TFieldError[] }
  | { ok: true; response: TUpdateShipmentInfoResponse };

export function createOrderService(deps: TDeps) {
  const { repository, vouchers } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => readZonedNow(now(), deps.timeZone).date;

  function buildOrder(args: {
    key: { shipment_id: string; order_id: string };
    shipment: TRatedShipment;
    offer: TOffer;
    shippingInfo: TOrderShippingInfo | null;
    insurancePrice: number;
    voucherDiscount: number;
    dutyPaymentDisplayed: 0 | 1;
  }): TOrderInProgress {
    const { shipment, offer } = args;
    const range = getCollectionDateRange(today());
    const documentsAllowed = isDocumentReasonAllowed(shipment.shipment_type, shipment.parcels, shipment.unit);
    return {
      shipment_id: args.key.shipment_id,
      order_id: args.key.order_id,
      shipment,
      offer,
      price: {
        currency: offer.currency,
        offer_te: offer.price_te,
        offer_ti: offer.price_ti,
        insurance: args.insurancePrice,
        voucher_discount: args.voucherDiscount,
        // Insurance premiums are exempt from VAT (CGI art. 261 C): added as they are.
        total_ti: computeOrderTotal(offer.price_ti, args.insurancePrice, args.voucherDiscount),
      },
      options: {
        pickup_allowed: offer.allow_pickup === 1,
        dropoff_allowed: offer.allow_dropoff === 1,
        delivery_to_collection_point: offer.delivery_to_collection_point === 1,
        customs_required: needsCustoms(shipment.ship_from.country_code, shipment.ship_to.country_code),
        reasons: SHIPMENT_REASONS.filter((reason) => reason !== "documents" || documentsAllowed),
        label_formats: [...LABEL_FORMATS],
        currencies: [...CURRENCIES],
        ready_times: listPickupReadyTimes(),
        close_times: listPickupCloseTimes(),
        default_ready_time: DEFAULT_PICKUP_READY_TIME,
        default_close_time: DEFAULT_PICKUP_CLOSE_TIME,
        min_date: range.min,
        max_date: range.max,
        duty_third_party: dutyThirdPartyOf(offer.carrier_code, args.dutyPaymentDisplayed),
      },
      shipping_info: args.shippingInfo,
    };
  }

  async function loadRating(key: TOrderKey, owner: TOwner): Promise<TOwnedRating> {
    const rating = await repository.findOwnedRating(key.shipment_id, key.order_id, owner);
    if (!rating) throw new AppError("not_found", 404);
    return rating;
  }

  /**
   * The same carrier service dated again (spec §4: a new date gives a new offer id). Only the
   * chosen carrier is asked; undefined when it no longer offers that service on that date.
   */
  async function rateServiceOn(rating: TOwnedRating, offer: TOffer, date: TIsoDate, key: TOrderKey) {
    const connector = deps.connectors.find((candidate) => candidate.carrier_code === offer.carrier_code);
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
      { budgetMs: deps.budgetMs, now: now() },
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
    return {
      ...quote,
      shipment_id: key.shipment_id,
      order_id: key.order_id,
      dropoffUrl: offer.dropoffUrl,
    } satisfies TOffer;
  }

  return {
    /**
     * Spec §4 'select offer': the offer must be one of the caller's rating, stored as shown (never
     * priced again). Choosing again, or retrying, updates the same order in progress.
     */
    async selectOffer(
      key: TOrderKey & { origin?: string | undefined },
      session: TSession | undefined,
    ): Promise<TOfferSelectResponse> {
      const owner = ownerOfSession(session);
      const rating = await loadRating(key, owner);
      const existing = await repository.findOwnedOrder(key.shipment_id, key.order_id, owner);
      const dutyPaymentDisplayed = await repository.readDutyPaymentDisplayed(owner.userId);
      // A retry with the offer already chosen (possibly dated again since) changes nothing.
      if (existing && existing.offer.offer_id === key.offer_id) {
        return {
          success: true,
          order: buildOrder({
            key,
            shipment: rating.shipment,
            offer: existing.offer,
            shippingInfo: existing.shippingInfo,
            insurancePrice: existing.status === "shipping_info" ? existing.insurancePrice : 0,
            voucherDiscount: existing.status === "shipping_info" ? existing.voucherDiscount : 0,
            dutyPaymentDisplayed,
          }),
        };
      }
      const offer = rating.offers.find((candidate) => candidate.offer_id === key.offer_id);
      if (!offer) throw new AppError("order.offer_not_found", 404, { field: "offer_id" });
      const selected = await repository.saveSelection({
        shipmentId: key.shipment_id,
        orderId: key.order_id,
        // The order belongs to whoever owns the rating.
        owner: { sessionId: rating.sessionId, userId: rating.userId },
        offer,
        ratedDate: rating.shipment.shipment_date,
        origin: key.origin ?? null,
      });
      if (selected === "paid") throw new AppError("payment.already_paid", 409);
      return {
        success: true,
        order: buildOrder({
          key,
          shipment: rating.shipment,
          offer,
          shippingInfo: existing?.shippingInfo ?? null,
          insurancePrice: 0,
          voucherDiscount: 0,
          dutyPaymentDisplayed,
        }),
      };
    },

    /**
     * Spec §4 'update shipment': checks the shipping info (spec §5), resets a past date to today,
     * switches pickup and drop-off to what the offer allows, dates the offer again (new id) when
     * the date moved, prices the insurance, and stores it all in one transaction.
     */
    async updateShipment(
      body: TOrderKey & { shipping_info: TShippingInfoFields },
      session: TSession | undefined,
      lang: TLang = DEFAULT_LANG,
    ): Promise<TUpdateOutcome> {
      const owner = ownerOfSession(session);
      const order = await repository.findOwnedOrder(body.shipment_id, body.order_id, owner);
      if (!order) throw new AppError("not_found", 404);
      const current = order.offer;
      // A retry that still sends the id a date change replaced gets the same answer.
      const sentReplacedId = order.replacedOfferId !== null && body.offer_id === order.replacedOfferId;
      if (body.offer_id !== current.offer_id && !sentReplacedId) {
        throw new AppError("order.offer_not_found", 404, { field: "offer_id" });
      }
      const rating = await loadRating(body, owner);
      const dutyPaymentDisplayed = await repository.readDutyPaymentDisplayed(owner.userId);
      const checked = validateShippingInfo({
        input: body.shipping_info,
        shipment: rating.shipment,
        offer: current,
        dutyPaymentDisplayed,
        ratedDate: order.ratedDate,
        today: today(),
      });
      // The voucher is checked with the other fields, so the page shows every error at once.
      const typedCode = normalizeVoucherCode(body.shipping_info.voucher ?? "");
      const voucher = typedCode === "" ? undefined : await vouchers.findVoucher(typedCode);
      const voucherRefusal = typedCode === "" ? null : checkVoucher(voucher, now());
      // Spec §3 dropoff_to: a relay point of the offer's service, re-read from the carrier by id.
      const relay = await resolveDropoffTo({
        connectors: deps.connectors,
        offer: current,
        id: body.shipping_info.dropoff_to,
        lang,
        budgetMs: deps.budgetMs,
      });
      if (!checked.ok || voucherRefusal || !relay.ok) {
        const errors = checked.ok ? [] : checked.errors;
        if (voucherRefusal) errors.push({ code: voucherRefusal, field: "shipping_info.voucher" });
        if (!relay.ok) errors.push({ code: relay.code, field: "shipping_info.dropoff_to" });
        return { ok: false, errors };
      }
      const info: TOrderShippingInfo = {
        ...checked.checked.info,
        voucher: voucher?.code ?? "",
        dropoff_to: relay.point,
      };

      let offer = current;
      let replacedOfferId = order.replacedOfferId;
      if (info.shipment_date !== order.ratedDate) {
        const dated = await rateServiceOn(rating, current, info.shipment_date, body);
        if (!dated) {
          return {
            ok: false,
            errors: [{ code: "order.date_unavailable", field: "shipping_info.shipment_date" }],
          };
        }
        if (dated.offer_id !== current.offer_id) {
          offer = dated;
          replacedOfferId = current.offer_id;
        }
      }
      const insurancePrice =
        info.insurance === 1 && info.declared_value !== null
          ? computeInsurancePrice(info.declared_value, info.currency, offer.currency)
          : 0;
      const voucherDiscount = voucher
        ? computeVoucherDiscount(voucher, {
            offer_ti: offer.price_ti,
            insurance: insurancePrice,
            currency: offer.currency,
          })
        : 0;
      const saved = await repository.saveShippingInfo({
        shipmentId: body.shipment_id,
        expectedOfferId: current.offer_id,
        offer,
        ratedDate: info.shipment_date,
        replacedOfferId,
        info,
        insurancePrice,
        voucherDiscount,
      });
      if (saved === "paid") throw new AppError("payment.already_paid", 409);
      // Another request chose an offer meanwhile: this one's offer is no longer the order's.
      if (!saved) throw new AppError("order.offer_not_found", 409, { field: "offer_id" });
      const shownPrice =
        rating.offers.find((candidate) => candidate.service_code === offer.service_code)?.price_ti ??
        current.price_ti;
      const previousOfferId = offer !== current ? current.offer_id : sentReplacedId ? body.offer_id : null;
      return {
        ok: true,
        response: {
          success: true,
          order: buildOrder({
            key: body,
            shipment: rating.shipment,
            offer,
            shippingInfo: info,
            insurancePrice,
            voucherDiscount,
            dutyPaymentDisplayed,
          }),
          changes: {
            date_reset: checked.checked.dateReset,
            offer_replaced: previousOfferId !== null,
            previous_offer_id: previousOfferId,
            shipping_method_switched: checked.checked.methodSwitched,
            price_changed: offer.price_ti !== shownPrice,
          },
          new_dates: {
            shipment_date: offer.shipment_date,
            shipment_timestamp: offer.shipment_timestamp,
            delivery_timestamp: offer.delivery_timestamp,
            expected_delivery_date: offer.expected_delivery_date,
          },
        },
      };
    },
  };
}
export type TOrderService = ReturnType<typeof createOrderService>;
