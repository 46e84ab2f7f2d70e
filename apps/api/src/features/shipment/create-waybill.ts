import { randomBytes } from "node:crypto";
import {
  readZonedNow,
  type TCarrierConnector,
  type TCreatedShipment,
  type TCreateShipmentRequest,
} from "@ship/carriers";
import type { TSettlementMethod } from "@ship/contracts";
import { computeOrderTotal, convertWeightToKg, needsCustoms, type TLang } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import type { TMailExecutor } from "../mail/mailer.ts";
import { buildInvoiceLines, toDocumentAddress } from "./shipment-documents.ts";
import type { TOrderForWaybill, TShipmentRepository, TShipmentRow } from "./shipment-repository.ts";

/** A carrier that does not answer within this time fails the confirmation (it can be retried). */
const CARRIER_TIMEOUT_MS = 15_000;

type TDeps = {
  repository: TShipmentRepository;
  connectors: readonly TCarrierConnector[];
  timeZone: string;
  now: () => Date;
  /** Writes the confirmation e-mail to the outbox in the shipment's transaction. */
  enqueueConfirmationMail: (trx: TMailExecutor, shipment: TShipmentRow) => Promise<void>;
};

/** The carrier's request: the order's addresses, parcels, pickup window and declared value. */
function buildCarrierRequest(order: TOrderForWaybill): TCreateShipmentRequest {
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
    ...(info.customer_code ? { customer_reference: info.customer_code } : {}),
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
function parcelWeights(order: TOrderForWaybill): number[] {
  return order.rated.parcels.flatMap((line) =>
    Array.from({ length: line.number }, () =>
      Math.round(convertWeightToKg(line.weight, order.rated.unit) * 1000),
    ),
  );
}

/**
 * Creates the shipment of a settled order, exactly once: in one database transaction with the
 * order row locked, it checks that no shipment exists, asks the carrier, then inserts the
 * shipment, its invoice (gap-free number) and its confirmation e-mail (the outbox). A concurrent call waits for the lock and finds the
 * shipment; a crash before the commit leaves nothing, and the recovery sweep starts again. The
 * unique key on the order backs this up whatever the isolation.
 */
export function createWaybillMaker(deps: TDeps) {
  const { repository } = deps;

  return async function createWaybill(
    shipmentId: string,
    method: TSettlementMethod,
    lang: TLang,
  ): Promise<{ shipment: TShipmentRow; created: boolean }> {
    let carrierShipment: TCreatedShipment | undefined;
    let connector: TCarrierConnector | undefined;
    try {
      return await repository.withOrderLocked(shipmentId, async (trx) => {
        const existing = await repository.findByOrder(shipmentId, trx);
        if (existing) return { shipment: existing, created: false };
        const order = await repository.findOrder(shipmentId, trx);
        if (!order) throw new AppError("not_found", 404);
        if (!order.complete) throw new AppError("payment.order_incomplete", 409);
        connector = deps.connectors.find((candidate) => candidate.carrier_code === order.offer.carrier_code);
        if (!connector?.createShipment) throw new AppError("shipment.carrier_failed", 503);
        const now = deps.now();
        try {
          carrierShipment = await connector.createShipment(buildCarrierRequest(order), {
            now,
            signal: AbortSignal.timeout(CARRIER_TIMEOUT_MS),
          });
        } catch {
          throw new AppError("shipment.carrier_failed", 502);
        }
        const { offer, info } = order;
        // What the payment charged: offer + insurance - voucher, never below 0.
        const total = computeOrderTotal(offer.price_ti, order.insurancePrice, order.voucherDiscount);
        const id = randomBytes(16).toString("base64url");
        const trackingNumbers = carrierShipment.tracking_numbers;
        const invoice =
          total > 0
            ? {
                issueDate: readZonedNow(now, deps.timeZone).date,
                customer: toDocumentAddress(info.ship_from),
                lines: buildInvoiceLines({
                  lang,
                  carrierName: offer.carrier_name,
                  serviceName: offer.service_name,
                  trackingNumber: trackingNumbers[0] ?? id,
                  priceTe: offer.price_te,
                  vatRatePercent: offer.breakdown.vat_rate_percent,
                  insurance: order.insurancePrice,
                  discount: offer.price_ti + order.insurancePrice - total,
                }),
                currency: offer.currency,
                totalCents: total,
                paymentMethod: method,
                lang,
              }
            : undefined;
        await repository.insertShipment(
          trx,
          {
            id,
            shipment_id: order.shipmentId,
            order_id: order.orderId,
            session_id: order.sessionId,
            user_id: order.userId,
            carrier_code: offer.carrier_code,
            carrier_name: offer.carrier_name,
            service_code: offer.service_code,
            service_name: offer.service_name,
            carrier_shipment_id: carrierShipment.carrier_shipment_id,
            tracking_numbers: trackingNumbers,
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
            payment_method: method,
            lang,
            created_at: now,
            updated_at: now,
            cancelled_at: null,
            // Its e-mail is written to the outbox below, in this transaction.
            confirmation_mailed_at: now,
          },
          invoice,
        );
        const shipment = await repository.findByOrder(shipmentId, trx);
        if (!shipment) throw new Error("the shipment just inserted is missing");
        await deps.enqueueConfirmationMail(trx, shipment);
        return { shipment, created: true };
      });
    } catch (error) {
      // The carrier made a shipment the database did not keep: void it, so nothing is billed twice.
      if (carrierShipment && connector?.cancel) {
        await connector
          .cancel(
            {
              carrier_shipment_id: carrierShipment.carrier_shipment_id,
              tracking_numbers: carrierShipment.tracking_numbers,
            },
            { now: deps.now() },
          )
          .catch(() => undefined);
      }
      throw error;
    }
  };
}
export type TCreateWaybill = ReturnType<typeof createWaybillMaker>;
