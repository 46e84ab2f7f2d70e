import { isVoucherUsedUp } from "@ship/domain";
import { AppError } from "../../errors/app-error.ts";
import { lockVoucherUses, type TVoucherTransaction } from "./voucher-repository.ts";

/**
 * The last use of a voucher code goes to one order only. The order form checks the code when it
 * is typed, but two customers may both pass that check before either pays; so when an order is
 * about to be paid (a card payment opens, or credit, 'Pay later' or a free order settles), the
 * code's row is locked and the uses already taken by other orders are counted: settled and not
 * refunded, or with a card payment open or paid. Throws order.voucher_used_up (409) when none is
 * left; the customer changes the order (another code, or none).
 */
export async function claimVoucherUse(trx: TVoucherTransaction, shipmentId: string): Promise<void> {
  const uses = await lockVoucherUses(trx, shipmentId);
  if (!uses) return;
  if (isVoucherUsedUp(uses)) throw new AppError("order.voucher_used_up", 409);
}
