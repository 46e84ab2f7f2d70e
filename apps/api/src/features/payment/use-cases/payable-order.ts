import { computeOrderTotal } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TOwner, TPayableOrder, TPaymentRepository } from "../payment-repository.ts";
import type { TOrderRef } from "./payment-deps.ts";

/** The caller's order, ready to pay; 404 for anyone else, 409 while its order form is not done. */
export async function loadPayableOrder(
  repository: TPaymentRepository,
  ref: TOrderRef,
  owner: TOwner,
): Promise<TPayableOrder> {
  const order = await repository.findOwnedOrder(ref.shipment_id, ref.order_id, owner);
  if (!order) throw new AppError("not_found", 404);
  // Spec §4: missing data sends back one step (the order form).
  if (!order.complete) throw new AppError("payment.order_incomplete", 409);
  return order;
}

/** Integer cents in the offer's currency: the offer including tax, plus insurance (VAT-exempt), less the voucher. */
export const totalOf = (order: TPayableOrder) =>
  computeOrderTotal(order.offer.price_ti, order.insurancePrice, order.voucherDiscount);
