import type { TMassMailingTotals } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { findPendingMassShipment, replaceTransaction } from "../../payment/payment-repository.ts";
import type { TSession } from "../../session/session-service.ts";
import { lockMailing, markRemoved, totalsOf } from "../mass-mailing-repository.ts";
import type { TMassMailingDeps } from "./mass-mailing-deps.ts";
import { ownedMailing } from "./mass-mailing-owner.ts";

/**
 * POST /mass-mailing/delete (spec §7: order, shipment): removes a recipient of the caller's mass
 * mailing before it is paid and answers the new totals. In one transaction with the mass mailing
 * locked (a payment settling at the same moment waits, then finds the new total): an open card
 * payment for the old total is replaced, as a change of an order replaces its pending payment.
 */
export function createDeleteRecipient(deps: Pick<TMassMailingDeps, "db" | "unitOfWork">) {
  return async function deleteRecipient(
    body: { order: string; shipment: string },
    session: TSession | undefined,
  ): Promise<TMassMailingTotals> {
    const { mailing } = await ownedMailing(deps, body.order, session);
    const totals = await deps.unitOfWork.transaction(async (trx) => {
      const locked = await lockMailing(trx, mailing.id);
      if (locked?.status !== "draft") throw new AppError("mass_mailing.not_editable", 409);
      if (!(await markRemoved(trx, mailing.id, body.shipment))) {
        throw new AppError("not_found", 404, { field: "shipment" });
      }
      const pending = await findPendingMassShipment(trx, mailing.id);
      if (pending) await replaceTransaction(trx, pending.id);
      return totalsOf(trx, mailing.id);
    });
    return {
      count: totals.count,
      price_te: totals.priceTe,
      price_ti: totals.priceTi,
      currency: mailing.currency,
    };
  };
}
