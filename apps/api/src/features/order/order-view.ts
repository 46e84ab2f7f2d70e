import type {
  TOffer,
  TOrderInProgress,
  TOrderPrefill,
  TOrderShippingInfo,
  TRatedShipment,
} from "@ship/contracts";
import {
  CURRENCIES,
  computeOrderTotal,
  DEFAULT_PICKUP_CLOSE_TIME,
  DEFAULT_PICKUP_READY_TIME,
  dutyThirdPartyOf,
  getCollectionDateRange,
  isDocumentReasonAllowed,
  LABEL_FORMATS,
  listPickupCloseTimes,
  listPickupReadyTimes,
  needsCustoms,
  SHIPMENT_REASONS,
  type TIsoDate,
} from "@ship/domain";

export type TOrderViewInput = {
  key: { shipment_id: string; order_id: string };
  shipment: TRatedShipment;
  offer: TOffer;
  shippingInfo: TOrderShippingInfo | null;
  /** What the ship-to-contact page typed, for an order chosen from its rating (decision 041). */
  prefill: TOrderPrefill | null;
  insurancePrice: number;
  voucherDiscount: number;
  dutyPaymentDisplayed: 0 | 1;
  /** In the rate sheets' time zone: the first day a pickup can be booked. */
  today: TIsoDate;
};

/**
 * The order in progress as the order page shows it (spec §2 step 3): the offer as it was shown,
 * its price with insurance and voucher, and the options the order form offers for this offer.
 */
export function orderView(input: TOrderViewInput): TOrderInProgress {
  const { shipment, offer } = input;
  const range = getCollectionDateRange(input.today);
  const documentsAllowed = isDocumentReasonAllowed(shipment.shipment_type, shipment.parcels, shipment.unit);
  return {
    shipment_id: input.key.shipment_id,
    order_id: input.key.order_id,
    shipment,
    offer,
    price: {
      currency: offer.currency,
      offer_te: offer.price_te,
      offer_ti: offer.price_ti,
      insurance: input.insurancePrice,
      voucher_discount: input.voucherDiscount,
      // Insurance premiums are exempt from VAT (CGI art. 261 C): added as they are.
      total_ti: computeOrderTotal(offer.price_ti, input.insurancePrice, input.voucherDiscount),
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
      duty_third_party: dutyThirdPartyOf(offer.carrier_code, input.dutyPaymentDisplayed),
    },
    shipping_info: input.shippingInfo,
    prefill: input.prefill,
  };
}
