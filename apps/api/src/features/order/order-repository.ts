import type { TOffer, TOrderPrefill, TOrderShippingInfo, TRatedShipment } from "@ship/contracts";
import type { Database } from "@ship/db";
import type { Kysely, Transaction } from "kysely";
import { parseRatedShipment } from "../rating/rated-shipment.ts";
import { ratingOffersSql } from "../rating/rating-repository.ts";
import type { TOwner } from "../session/owned-by.ts";
import { ownedBy } from "../session/owned-by-repository.ts";

export type { TOwner };

export type TOwnedRating = {
  sessionId: string;
  userId: number | null;
  customerType: "private" | "pro";
  shipment: TRatedShipment;
  offers: TOffer[];
};

/**
 * A rating as stored: its offers, or (decision 053) the inputs they are derived from again
 * (TRatingInputs of the rating feature without the shipment and price list, read beside them).
 */
export type TStoredOwnedRating = Omit<TOwnedRating, "offers"> & {
  offers: TOffer[] | null;
  inputs: {
    ratedAt: Date;
    tariffVersion: string;
    ownAccounts: Record<string, number> | null;
    carrierErrors: { carrier_code: string; code: string }[];
  } | null;
};

export type TStoredOrder = {
  status: "offer_selected" | "shipping_info";
  offer: TOffer;
  /** The date the offer was rated for. */
  ratedDate: string;
  replacedOfferId: string | null;
  shippingInfo: TOrderShippingInfo | null;
  /** Decision 041: chosen through POST /ship-to-contact/offer/{id}, the page's addresses and info. */
  prefill: TOrderPrefill | null;
  insurancePrice: number;
  voucherDiscount: number;
};

export type TSavedShippingInfo = {
  shipmentId: string;
  /** The offer read before the checks: the write happens only if it is still the current one. */
  expectedOfferId: string;
  offer: TOffer;
  ratedDate: string;
  replacedOfferId: string | null;
  info: TOrderShippingInfo;
  insurancePrice: number;
  /** In the offer's currency; 0 without a voucher (info.voucher ''). */
  voucherDiscount: number;
};

// pg turns a JS array into a PostgreSQL array, not JSON: jsonb values are sent as JSON text.
const json = (value: unknown) => JSON.stringify(value);

/**
 * The one entry point that locks an order (decision 028): every multi-row write of an order's
 * lifecycle (choose again, save shipping info, open a card payment, settle, make the waybill)
 * takes the order row first, with the caller's transaction, so they take turns and never
 * deadlock. `mustExist` throws (NoResultError) when there is no such order.
 */
export async function lockOrder(
  trx: Transaction<Database>,
  shipmentId: string,
  options: { mustExist: boolean } = { mustExist: false },
): Promise<void> {
  const query = trx
    .selectFrom("orders")
    .select("shipment_id")
    .where("shipment_id", "=", shipmentId)
    .forUpdate();
  if (options.mustExist) await query.executeTakeFirstOrThrow();
  else await query.execute();
}

/** Every column of an order's shipping info (spec §3), as the order and the waybill read it. */
export const SHIPPING_INFO_COLUMNS = [
  "info.ship_from",
  "info.ship_to",
  "info.reason",
  "info.content",
  "info.declared_value_cents",
  "info.currency",
  "info.insurance",
  "info.insurance_price_cents",
  "info.shipping_method",
  "info.shipment_date",
  "info.ready_time",
  "info.close_time",
  "info.label_format",
  "info.notes",
  "info.customer_code",
  "info.hazardous",
  "info.terms",
  "info.duties",
  "info.duties_total_eur_cents",
  "info.eei_required",
  "info.duty_payment_third_party",
  "info.duty_account_number",
  "info.duty_account_postcode",
  "info.duty_account_country",
  "info.remarks",
  "info.passport_number",
  "info.voucher_code",
  "info.voucher_discount_cents",
  "info.dropoff_to",
  "info.notification_recipient",
] as const;

export function createOrderRepository(db: Kysely<Database>) {
  return {
    async findOwnedRating(shipmentId: string, orderId: string, owner: TOwner) {
      const row = await db
        .selectFrom("ratings")
        .select([
          "session_id",
          "user_id",
          "customer_type",
          "shipment",
          "rated_at",
          "tariff_version",
          "own_accounts",
          "carrier_errors",
          ratingOffersSql.as("offers"),
        ])
        .where("shipment_id", "=", shipmentId)
        .where("order_id", "=", orderId)
        .where(ownedBy("ratings", owner))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        sessionId: row.session_id,
        userId: row.user_id,
        customerType: row.customer_type,
        shipment: parseRatedShipment(row.shipment),
        offers: (row.offers ?? null) as TOffer[] | null,
        inputs:
          row.tariff_version !== null && row.rated_at !== null
            ? {
                ratedAt: row.rated_at,
                tariffVersion: row.tariff_version,
                ownAccounts: (row.own_accounts ?? null) as Record<string, number> | null,
                carrierErrors: row.carrier_errors as { carrier_code: string; code: string }[],
              }
            : null,
      } satisfies TStoredOwnedRating;
    },

    /** The order in progress of a rating, with its shipping info; undefined for anyone else. */
    async findOwnedOrder(
      shipmentId: string,
      orderId: string,
      owner: TOwner,
    ): Promise<TStoredOrder | undefined> {
      const row = await db
        .selectFrom("orders")
        .leftJoin("order_shipping_info as info", "info.shipment_id", "orders.shipment_id")
        .select([
          "orders.status",
          "orders.offer",
          "orders.rated_date",
          "orders.replaced_offer_id",
          "orders.prefill",
          "info.shipment_id as info_shipment_id",
          ...SHIPPING_INFO_COLUMNS,
        ])
        .where("orders.shipment_id", "=", shipmentId)
        .where("orders.order_id", "=", orderId)
        .where(ownedBy("orders", owner))
        .executeTakeFirst();
      if (!row) return undefined;
      const shippingInfo: TOrderShippingInfo | null =
        row.info_shipment_id === null
          ? null
          : {
              ship_from: row.ship_from as TOrderShippingInfo["ship_from"],
              ship_to: row.ship_to as TOrderShippingInfo["ship_to"],
              reason: row.reason as TOrderShippingInfo["reason"],
              content: row.content ?? "",
              declared_value: row.declared_value_cents === null ? null : Number(row.declared_value_cents),
              currency: row.currency ?? "EUR",
              insurance: row.insurance ? 1 : 0,
              shipping_method: row.shipping_method ?? "dropoff",
              shipment_date: row.shipment_date ?? row.rated_date,
              ready_time: row.ready_time,
              close_time: row.close_time,
              label_format: row.label_format ?? "PDF",
              notes: row.notes ?? "",
              customer_code: row.customer_code ?? "",
              hazardous: row.hazardous ? 1 : 0,
              terms: row.terms ? 1 : 0,
              duties: (row.duties ?? []) as TOrderShippingInfo["duties"],
              duties_total_eur: Number(row.duties_total_eur_cents ?? 0),
              eei_required: row.eei_required ?? false,
              duty_payment_third_party: row.duty_payment_third_party ? 1 : 0,
              duty_account_number: row.duty_account_number ?? "",
              duty_account_postcode: row.duty_account_postcode ?? "",
              duty_account_country: row.duty_account_country ?? "",
              remarks: row.remarks ?? "",
              passport_number: row.passport_number ?? "",
              voucher: row.voucher_code ?? "",
              dropoff_to: (row.dropoff_to ?? null) as TOrderShippingInfo["dropoff_to"],
              notification_recipient:
                row.notification_recipient === null ? null : row.notification_recipient ? 1 : 0,
            };
      return {
        status: row.status,
        offer: row.offer as TOffer,
        ratedDate: row.rated_date,
        replacedOfferId: row.replaced_offer_id,
        shippingInfo,
        prefill: (row.prefill ?? null) as TOrderPrefill | null,
        insurancePrice: row.insurance_price_cents ?? 0,
        voucherDiscount: row.voucher_discount_cents ?? 0,
      };
    },

    readDutyPaymentDisplayed: (userId: number | null) => readDutyPaymentDisplayed(db, userId),
  };
}
export type TOrderRepository = ReturnType<typeof createOrderRepository>;

/** Spec §5 duty payment: the user's shipment default duty_payment_displayed (visitors 0). */
export async function readDutyPaymentDisplayed(db: Kysely<Database>, userId: number | null): Promise<0 | 1> {
  if (userId === null) return 0;
  const row = await db
    .selectFrom("user_settings")
    .select("shipment_defaults")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const defaults = row?.shipment_defaults as { duty_payment_displayed?: unknown } | null | undefined;
  return defaults?.duty_payment_displayed === 1 ? 1 : 0;
}

/**
 * Chooses (or chooses again) the offer of a rating, in the use case's transaction after
 * `lockOrder`: one order per rating, so a retry or a new choice updates the same row. The
 * shipping info typed so far is kept as a prefill but must be confirmed again for the new offer
 * (status back to offer_selected).
 */
export async function upsertSelection(
  trx: Transaction<Database>,
  selection: {
    shipmentId: string;
    orderId: string;
    owner: TOwner;
    offer: TOffer;
    ratedDate: string;
    origin: string | null;
    /** What the ship-to-contact page typed (decision 041); null from the ordinary offers screen. */
    prefill: TOrderPrefill | null;
  },
): Promise<void> {
  await trx
    .insertInto("orders")
    .values({
      shipment_id: selection.shipmentId,
      order_id: selection.orderId,
      session_id: selection.owner.sessionId,
      user_id: selection.owner.userId,
      offer_id: selection.offer.offer_id,
      offer: json(selection.offer),
      rated_date: selection.ratedDate,
      origin: selection.origin,
      prefill: selection.prefill === null ? null : json(selection.prefill),
    })
    .onConflict((oc) =>
      oc.column("shipment_id").doUpdateSet((eb) => ({
        status: "offer_selected",
        offer_id: eb.ref("excluded.offer_id"),
        offer: eb.ref("excluded.offer"),
        rated_date: eb.ref("excluded.rated_date"),
        replaced_offer_id: null,
        origin: eb.ref("excluded.origin"),
        prefill: eb.ref("excluded.prefill"),
        updated_at: new Date(),
      })),
    )
    .execute();
}

/**
 * Stores the checked shipping info and the offer it applies to, in the use case's transaction
 * after `lockOrder`. False when the order's offer changed since it was read (another request
 * chose again): then nothing is written.
 */
export async function writeShippingInfo(
  trx: Transaction<Database>,
  saved: TSavedShippingInfo,
): Promise<boolean> {
  const updated = await trx
    .updateTable("orders")
    .set({
      status: "shipping_info",
      offer_id: saved.offer.offer_id,
      offer: json(saved.offer),
      rated_date: saved.ratedDate,
      replaced_offer_id: saved.replacedOfferId,
      updated_at: new Date(),
    })
    .where("shipment_id", "=", saved.shipmentId)
    .where("offer_id", "=", saved.expectedOfferId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  const values = shippingInfoValues(saved);
  await trx
    .insertInto("order_shipping_info")
    .values({ shipment_id: saved.shipmentId, ...values })
    .onConflict((oc) => oc.column("shipment_id").doUpdateSet(values))
    .execute();
  return true;
}

/** The order_shipping_info columns of checked shipping info (money in cents, flags as booleans). */
function shippingInfoValues(saved: TSavedShippingInfo) {
  const { info } = saved;
  return {
    ship_from: json(info.ship_from),
    ship_to: json(info.ship_to),
    reason: info.reason,
    content: info.content,
    declared_value_cents: info.declared_value,
    currency: info.currency,
    insurance: info.insurance === 1,
    insurance_price_cents: saved.insurancePrice,
    shipping_method: info.shipping_method,
    shipment_date: info.shipment_date,
    ready_time: info.ready_time,
    close_time: info.close_time,
    label_format: info.label_format,
    notes: info.notes,
    customer_code: info.customer_code,
    hazardous: info.hazardous === 1,
    terms: info.terms === 1,
    duties: json(info.duties),
    duties_total_eur_cents: info.duties_total_eur,
    eei_required: info.eei_required,
    duty_payment_third_party: info.duty_payment_third_party === 1,
    duty_account_number: info.duty_account_number,
    duty_account_postcode: info.duty_account_postcode,
    duty_account_country: info.duty_account_country,
    remarks: info.remarks,
    passport_number: info.passport_number,
    voucher_code: info.voucher === "" ? null : info.voucher,
    voucher_discount_cents: saved.voucherDiscount,
    dropoff_to: info.dropoff_to === null ? null : json(info.dropoff_to),
    notification_recipient: info.notification_recipient == null ? null : info.notification_recipient === 1,
    updated_at: new Date(),
  };
}
