import type { TCreditAdjustmentBody } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { recordCreditAdjustment } from "../../credit/credit-adjustment-repository.ts";
import { lockBalance } from "../../credit/credit-repository.ts";
import { appendAudit } from "../audit-repository.ts";
import { findCustomer } from "../customer-repository.ts";
import type { TActor, TConsoleDeps } from "./console-deps.ts";

/**
 * Adds or takes back credit with a reason (issue 18): the adjustment, its ledger movement
 * (reason `adjustment`) and the audit row in one transaction. The same request_id again changes
 * nothing; taking back more than the balance is refused and changes nothing.
 */
export function createAdjustCredit(deps: TConsoleDeps) {
  return async function adjustCredit(
    userId: number,
    body: TCreditAdjustmentBody,
    actor: TActor,
  ): Promise<{ balance: number }> {
    if (!(await findCustomer(deps.db, userId))) throw new AppError("not_found", 404);
    return deps.unitOfWork.transaction(async (trx) => {
      const result = await recordCreditAdjustment(trx, {
        requestId: body.request_id,
        userId,
        amountCents: body.amount,
        reason: body.reason,
        operatorId: actor.operatorId,
      });
      if (result === "insufficient")
        throw new AppError("console.credit_insufficient", 409, { field: "amount" });
      if (result === "applied") {
        await appendAudit(trx, {
          ...actor,
          action: "customer.credit_adjust",
          target: `user:${userId}`,
          details: { amount_cents: body.amount, reason: body.reason, request_id: body.request_id },
        });
      }
      return { balance: await lockBalance(trx, userId) };
    });
  };
}
