import type {
  TOffer,
  TOrderShippingInfo,
  TShippingInfoFields,
  TUpdateShipmentInfoResponse,
} from "@ship/contracts";
import {
  ALL_ORDER_FORM_BLOCKS,
  computeInsurancePrice,
  computeVoucherDiscount,
  DEFAULT_LANG,
  type TIsoDate,
  type TLang,
  type TOrderFormBlocks,
  type TVoucher,
} from "@ship/domain";
import type { TUnitOfWork } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import { insertContact } from "../../contacts/contact-repository.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import { contactsToAdd, type TContactFromOrder } from "../contacts-to-add.ts";
import { findCountryId } from "../order-contact-repository.ts";
import {
  type TOwnedRating,
  type TSavedShippingInfo,
  type TStoredOrder,
  writeShippingInfo,
} from "../order-repository.ts";
import { orderView } from "../order-view.ts";
import { createCheckShippingForm } from "./check-shipping-form.ts";
import { loadRating } from "./load-rating.ts";
import { lockOrderForChange } from "./lock-order-for-change.ts";
import type { TOrderDeps, TOrderKey } from "./order-deps.ts";
import { createRateServiceOn, type TRateServiceOn } from "./rate-service-on.ts";

type TDeps = Omit<TOrderDeps, "ownAccounts"> & Pick<Partial<TOrderDeps>, "ownAccounts">;

export type TUpdateOutcome =
  | { ok: false; errors: TFieldError[] }
  | { ok: true; response: TUpdateShipmentInfoResponse };

/** The insurance premium and the voucher's discount, in the offer's currency (integer cents). */
function priceOf(info: TOrderShippingInfo, voucher: TVoucher | undefined, offer: TOffer) {
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
  return { insurancePrice, voucherDiscount };
}

/** The order's current offer, or 404 when the caller names another (a replaced id is accepted). */
function currentOffer(order: TStoredOrder, offerId: string): { offer: TOffer; sentReplacedId: boolean } {
  // A retry that still sends the id a date change replaced gets the same answer.
  const sentReplacedId = order.replacedOfferId !== null && offerId === order.replacedOfferId;
  if (offerId !== order.offer.offer_id && !sentReplacedId) {
    throw new AppError("order.offer_not_found", 404, { field: "offer_id" });
  }
  return { offer: order.offer, sentReplacedId };
}

/**
 * The offer for the chosen date: the current one when the date did not move, else the same
 * service dated again (a new id, the current one remembered as replaced); undefined when the
 * carrier no longer offers it that day.
 */
async function offerOn(
  rateServiceOn: TRateServiceOn,
  date: TIsoDate,
  at: { rating: TOwnedRating; order: TStoredOrder; current: TOffer; key: TOrderKey },
): Promise<{ offer: TOffer; replacedOfferId: string | null } | undefined> {
  const unchanged = { offer: at.current, replacedOfferId: at.order.replacedOfferId };
  if (date === at.order.ratedDate) return unchanged;
  const dated = await rateServiceOn(at.rating, at.current, date, at.key);
  if (!dated) return undefined;
  return dated.offer_id === at.current.offer_id
    ? unchanged
    : { offer: dated, replacedOfferId: at.current.offer_id };
}

/**
 * One transaction: the order locked, a pending payment replaced, the order and its info written,
 * and the ticked addresses added to the user's contacts (spec §3), all or nothing.
 */
async function save(
  unitOfWork: TUnitOfWork,
  saved: TSavedShippingInfo,
  contacts: { userId: number | null; add: TContactFromOrder[] },
): Promise<void> {
  const outcome = await unitOfWork.transaction(async (trx) => {
    if ((await lockOrderForChange(trx, saved.shipmentId)) === "paid") return "paid";
    if (!(await writeShippingInfo(trx, saved))) return "offer_changed";
    const { userId } = contacts;
    // The same name, postcode and first line is not added again (the unique key): retries add once.
    if (userId !== null) {
      for (const { countryCode, contact } of contacts.add) {
        await insertContact(trx, userId, { ...contact, country_id: await findCountryId(trx, countryCode) });
      }
    }
    return "saved";
  });
  if (outcome === "paid") throw new AppError("payment.already_paid", 409);
  // Another request chose an offer meanwhile: this one's offer is no longer the order's.
  if (outcome === "offer_changed") throw new AppError("order.offer_not_found", 409, { field: "offer_id" });
}

/**
 * Spec §4 'update shipment': checks the shipping info (spec §5), resets a past date to today,
 * switches pickup and drop-off to what the offer allows, dates the offer again (new id) when the
 * date moved, prices the insurance and the voucher, and stores it all in one transaction.
 */
export function createUpdateShipment(deps: TDeps) {
  const { repository } = deps;
  const checkShippingForm = createCheckShippingForm(deps);
  const rateServiceOn = createRateServiceOn(deps);

  return async function updateShipment(
    body: TOrderKey & { shipping_info: TShippingInfoFields },
    session: TSession | undefined,
    lang: TLang = DEFAULT_LANG,
    /** The request brand's order form blocks (decision 049). */
    blocks: TOrderFormBlocks = ALL_ORDER_FORM_BLOCKS,
  ): Promise<TUpdateOutcome> {
    const owner = ownerOfSession(session);
    const order = await repository.findOwnedOrder(body.shipment_id, body.order_id, owner);
    if (!order) throw new AppError("not_found", 404);
    const { offer: current, sentReplacedId } = currentOffer(order, body.offer_id);
    // The order holds its chosen offer: a rating whose offers cannot be derived again (decision
    // 053) only loses the price shown beside it.
    const rating = await loadRating(deps, body, owner, { expired: "no offers" });
    const dutyPaymentDisplayed = await repository.readDutyPaymentDisplayed(owner.userId);
    const form = await checkShippingForm({
      input: body.shipping_info,
      shipment: rating.shipment,
      offer: current,
      ratedDate: order.ratedDate,
      dutyPaymentDisplayed,
      lang,
      blocks,
    });
    if (!form.ok) return form;
    const { info, voucher } = form;

    const dated = await offerOn(rateServiceOn, info.shipment_date, { rating, order, current, key: body });
    if (!dated) {
      return {
        ok: false,
        errors: [{ code: "order.date_unavailable", field: "shipping_info.shipment_date" }],
      };
    }
    const { offer, replacedOfferId } = dated;
    const { insurancePrice, voucherDiscount } = priceOf(info, voucher, offer);
    const add = contactsToAdd(body.shipping_info, info, owner.userId !== null);
    await save(
      deps.unitOfWork,
      {
        shipmentId: body.shipment_id,
        expectedOfferId: current.offer_id,
        offer,
        ratedDate: info.shipment_date,
        replacedOfferId,
        info,
        insurancePrice,
        voucherDiscount,
      },
      { userId: owner.userId, add },
    );
    const shownPrice =
      rating.offers.find((candidate) => candidate.service_code === offer.service_code)?.price_ti ??
      current.price_ti;
    const previousOfferId = offer !== current ? current.offer_id : sentReplacedId ? body.offer_id : null;
    return {
      ok: true,
      response: {
        success: true,
        order: orderView({
          key: body,
          shipment: rating.shipment,
          offer,
          shippingInfo: info,
          prefill: order.prefill,
          insurancePrice,
          voucherDiscount,
          dutyPaymentDisplayed,
          today: deps.today(),
        }),
        changes: {
          date_reset: form.dateReset,
          offer_replaced: previousOfferId !== null,
          previous_offer_id: previousOfferId,
          shipping_method_switched: form.methodSwitched,
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
  };
}
