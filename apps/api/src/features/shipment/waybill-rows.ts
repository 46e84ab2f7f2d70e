import { readZonedNow, type TCreatedShipment, type TCreateShipmentRequest } from "@ship/carriers";
import type { TSettlementMethod } from "@ship/contracts";
import { computeOrderTotal, convertWeightToKg, needsCustoms, type TLang } from "@ship/domain";
import { buildInvoiceLines, toDocumentAddress } from "./shipment-documents.ts";
import type { TNewInvoice, TNewShipment, TOrderForWaybill } from "./shipment-repository.ts";

/** The carrier's request: the order's addresses, parcels, pickup window and declared value. */
export function buildCarrierRequest(
  order: TOrderForWaybill,
): TCreateShipmentRequest & { customer_reference: string } {
  const { info, offer, rated } = order;
  const party = (address: typeof info.ship_from) => ({
    country_code: address.country_code,
    postcode: address.postcode,
    city: address.city,
    pro: address.pro,
    name: address.name,
    phone: address.phone,
    email: address.email,
    address1: address.address1,
    ...(address.company ? { company: address.company } : {}),
    ...(address.address2 ? { address2: address.address2 } : {}),
    ...(address.address3 ? { address3: address.address3 } : {}),
  });
  const declared = info.declared_value;
  return {
    quote: { offer_id: offer.offer_id, service_code: offer.service_code, shipment_date: offer.shipment_date },
    ship_from: party(info.ship_from),
    ship_to: party(info.ship_to),
    parcels: rated.parcels,
    unit: rated.unit,
    shipment_type: rated.shipment_type,
    shipping_method: info.shipping_method,
    ...(info.shipping_method === "pickup" && info.ready_time && info.close_time
      ? { pickup: { date: offer.shipment_date, ready_time: info.ready_time, close_time: info.close_time } }
      : {}),
    label_format: info.label_format,
    content: info.content,
    reason: info.reason,
    ...(declared ? { declared_value: { amount: declared, currency: info.currency } } : {}),
    ...(declared && info.insurance ? { insurance: { amount: declared, currency: info.currency } } : {}),
    // Our order's reference: after a creation timeout the carrier is asked for the shipment it
    // names (decision 062), never asked to create it again.
    customer_reference: order.orderId,
    ...(order.relayPoint ? { collection_point_id: order.relayPoint.id } : {}),
    ...(order.duties.length > 0
      ? {
          duties: order.duties.map((row) => ({
            description: row.desc,
            country: row.country,
            quantity: row.qty,
            unit_price: row.unit_price,
            currency: row.currency,
          })),
        }
      : {}),
  };
}

/** Grams of each parcel (a line of n parcels gives n entries), for the labels. */
export function parcelWeights(order: TOrderForWaybill): number[] {
  return order.rated.parcels.flatMap((line) =>
    Array.from({ length: line.number }, () =>
      Math.round(convertWeightToKg(line.weight, order.rated.unit) * 1000),
    ),
  );
}

/** What the new shipment's rows are made of: the order, the carrier's answer and the moment. */
export type TWaybillFacts = {
  order: TOrderForWaybill;
  carrierShipment: TCreatedShipment;
  /** The shipment's public id (128 random bits, decision 018). */
  id: string;
  method: TSettlementMethod;
  lang: TLang;
  now: Date;
  timeZone: string;
  /** Made by a live carrier's API (decision 062): its label and its polled tracking. */
  live?: boolean;
};

/** The invoice of what the payment charged; none when nothing was (a total of 0). */
function invoiceOf(facts: TWaybillFacts, total: number): TNewInvoice | undefined {
  const { order, lang } = facts;
  const { offer } = order;
  if (total <= 0) return undefined;
  return {
    issueDate: readZonedNow(facts.now, facts.timeZone).date,
    customer: toDocumentAddress(order.info.ship_from),
    lines: buildInvoiceLines({
      lang,
      carrierName: offer.carrier_name,
      serviceName: offer.service_name,
      trackingNumber: facts.carrierShipment.tracking_numbers[0] ?? facts.id,
      priceTe: offer.price_te,
      vatRatePercent: offer.breakdown.vat_rate_percent,
      insurance: order.insurancePrice,
      discount: offer.price_ti + order.insurancePrice - total,
    }),
    currency: offer.currency,
    totalCents: total,
    paymentMethod: facts.method,
    lang,
  };
}

/** The shipment row and its invoice, as the waybill stores them. */
export function newShipmentOf(facts: TWaybillFacts): {
  shipment: TNewShipment;
  invoice: TNewInvoice | undefined;
} {
  const { order, carrierShipment, now } = facts;
  const { offer, info } = order;
  // What the payment charged: offer + insurance - voucher, never below 0.
  const total = computeOrderTotal(offer.price_ti, order.insurancePrice, order.voucherDiscount);
  const shipment: TNewShipment = {
    id: facts.id,
    shipment_id: order.shipmentId,
    order_id: order.orderId,
    session_id: order.sessionId,
    user_id: order.userId,
    carrier_code: offer.carrier_code,
    carrier_name: offer.carrier_name,
    service_code: offer.service_code,
    service_name: offer.service_name,
    carrier_shipment_id: carrierShipment.carrier_shipment_id,
    tracking_numbers: carrierShipment.tracking_numbers,
    tracking_url: carrierShipment.tracking_url ?? null,
    // Spec §4: a confirmed shipment is Validated (status 2: Tracking and Cancel shown).
    status: "Validated",
    label_format: info.label_format,
    shipping_method: info.shipping_method,
    shipment_date: offer.shipment_date,
    expected_delivery_date: offer.expected_delivery_date,
    ship_from: info.ship_from,
    ship_to: info.ship_to,
    parcel_weights_g: parcelWeights(order),
    reference: info.customer_code,
    content: info.content,
    reason: info.reason,
    declared_value_cents: info.declared_value,
    customs_required: needsCustoms(info.ship_from.country_code, info.ship_to.country_code),
    currency: offer.currency,
    price_ti_cents: offer.price_ti,
    insurance_cents: order.insurancePrice,
    total_cents: total,
    payment_method: facts.method,
    lang: facts.lang,
    created_at: now,
    updated_at: now,
    cancelled_at: null,
    // Its e-mail is written to the outbox in the same transaction (make-waybill.ts).
    confirmation_mailed_at: now,
    carrier_mode: facts.live ? "live" : "sandbox",
  };
  return { shipment, invoice: invoiceOf(facts, total) };
}
