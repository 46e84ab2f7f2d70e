import type { TVoucherCheckResponse } from "@ship/contracts";
import { checkVoucher, computeOrderTotal, computeVoucherDiscount, normalizeVoucherCode } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import type { TFieldError } from "../../../http/zod-issues.ts";
import { ownerOfSession } from "../../session/owned-by.ts";
import type { TSession } from "../../session/session-service.ts";
import type { TOrderDeps } from "./order-deps.ts";

export type TVoucherCheckOutcome =
  | { ok: false; errors: TFieldError[] }
  | { ok: true; response: TVoucherCheckResponse };

/**
 * POST /voucher/check (issue 16): whether a code can be used on the caller's order in progress and
 * the discount it gives, with the rules POST /update-shipment applies (domain's checkVoucher and
 * computeVoucherDiscount, on the order's offer and its insurance as last saved). Writes nothing:
 * Continue applies the code, and its last use is still claimed when the order is paid.
 */
export function createCheckVoucher(deps: Pick<TOrderDeps, "repository" | "vouchers" | "now">) {
  return async function checkOrderVoucher(
    body: { shipment_id: string; order_id: string; code: string },
    session: TSession | undefined,
  ): Promise<TVoucherCheckOutcome> {
    const order = await deps.repository.findOwnedOrder(
      body.shipment_id,
      body.order_id,
      ownerOfSession(session),
    );
    if (!order) throw new AppError("not_found", 404);
    const voucher = await deps.vouchers.findVoucher(normalizeVoucherCode(body.code));
    const refusal = checkVoucher(voucher, deps.now());
    if (refusal || !voucher)
      return { ok: false, errors: [{ code: refusal ?? "order.voucher_invalid", field: "code" }] };
    const { offer, insurancePrice } = order;
    const discount = computeVoucherDiscount(voucher, {
      offer_ti: offer.price_ti,
      insurance: insurancePrice,
      currency: offer.currency,
    });
    return {
      ok: true,
      response: {
        success: true,
        code: voucher.code,
        currency: offer.currency,
        discount,
        total: computeOrderTotal(offer.price_ti, insurancePrice, discount),
      },
    };
  };
}
