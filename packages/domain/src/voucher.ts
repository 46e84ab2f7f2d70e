import { convertCents, type TCurrency } from "./currency.ts";
import { computePercentOfCents, type TCents } from "./money.ts";

/** Operator-defined voucher codes (spec §1 voucher block, §5: voucher at most 50 characters). */
export const VOUCHER_KINDS = ["percentage", "fixed"] as const;
export type TVoucherKind = (typeof VOUCHER_KINDS)[number];
export const VOUCHER_CODE_MAX_LENGTH = 50;

export type TVoucher = {
  code: string;
  kind: TVoucherKind;
  /** Whole percent (1 to 100) for "percentage"; euro cents for "fixed". */
  value: number;
  valid_from: Date | null;
  valid_until: Date | null;
  /** null: no limit. */
  usage_limit: number | null;
  used_count: number;
};

export type TVoucherRefusal = "order.voucher_invalid" | "order.voucher_expired" | "order.voucher_used_up";

/** Codes compare without surrounding spaces and case ("welcome10 " is WELCOME10). */
export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();

/** Why a voucher cannot be used now, or null when it can. */
export function checkVoucher(voucher: TVoucher | undefined, now: Date): TVoucherRefusal | null {
  if (!voucher) return "order.voucher_invalid";
  if (voucher.valid_from && now < voucher.valid_from) return "order.voucher_invalid";
  if (voucher.valid_until && now > voucher.valid_until) return "order.voucher_expired";
  if (voucher.usage_limit !== null && voucher.used_count >= voucher.usage_limit)
    return "order.voucher_used_up";
  return null;
}

/**
 * The discount in the price's currency: a percentage of the transport price, or a fixed euro
 * amount converted at the spec's rate; never more than what there is to pay, so the total
 * (offer + insurance - discount) never goes below 0.
 */
export function computeVoucherDiscount(
  voucher: Pick<TVoucher, "kind" | "value">,
  price: { offer_ti: TCents; insurance: TCents; currency: TCurrency },
): TCents {
  const raw =
    voucher.kind === "percentage"
      ? computePercentOfCents(price.offer_ti, voucher.value)
      : convertCents(voucher.value, "EUR", price.currency);
  return Math.max(0, Math.min(raw, price.offer_ti + price.insurance));
}

/** Spec §9 rounding aside, what the customer pays: offer + insurance - discount, at least 0. */
export function computeOrderTotal(offerTi: TCents, insurance: TCents, discount: TCents): TCents {
  return Math.max(0, offerTi + insurance - discount);
}

/**
 * The last use of a code goes to one order only: with the code's row locked, the order may take
 * a use when the uses recorded outside (used_count) and those other orders hold stay below the
 * limit.
 */
export function isVoucherUsedUp(uses: {
  usageLimit: number;
  usedCount: number;
  takenByOthers: number;
}): boolean {
  return uses.usedCount + uses.takenByOthers >= uses.usageLimit;
}
