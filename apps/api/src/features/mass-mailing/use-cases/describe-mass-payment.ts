import type { TMassMailingPaymentResponse } from "@ship/contracts";
import { mayDeferMore } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { findPendingMassShipment } from "../../payment/payment-repository.ts";
import { findOwedDeferred } from "../../payment/settlement-repository.ts";
import type { TSession } from "../../session/session-service.ts";
import { totalsOf } from "../mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { ownedMailing } from "./mass-mailing-owner.ts";

/**
 * POST /mass-mailing/payment: the payment block (spec §4 payment display) of the caller's mass
 * mailing: its total, whether the credit covers it (EUR), whether the account may pay later.
 */
export function createDescribeMassPayment(deps: Pick<TMassMailingDeps, "db" | "balanceOf">) {
  return async function describeMassPayment(
    order: string,
    session: TSession | undefined,
  ): Promise<TMassMailingPaymentResponse["payment"]> {
    const { user, mailing } = await ownedMailing(deps, order, session);
    const [totals, balance, owed, pending] = await Promise.all([
      totalsOf(deps.db, mailing.id),
      deps.balanceOf(user.id),
      findOwedDeferred(deps.db, user.id),
      findPendingMassShipment(deps.db, mailing.id),
    ]);
    if (mailing.status === "draft" && totals.count === 0)
      throw new AppError("mass_mailing.nothing_to_ship", 409);
    const total = totals.priceTi;
    const underLimit = mayDeferMore(owed.cents, total, owed.limitCents);
    return {
      status: mailing.status !== "draft" ? "paid" : pending ? "pending" : "unpaid",
      currency: mailing.currency,
      amount_total: total,
      balance,
      credit_enough: mailing.currency === "EUR" && total > 0 && balance >= total,
      deferred_payment: user.pro === 1 && underLimit,
      deferred_limit_reached: user.pro === 1 && !underLimit,
      warning_unpaid: owed.count > 0,
      nb_unpaid: owed.count,
    };
  };
}
