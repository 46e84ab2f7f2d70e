import { AppError } from "../../../errors/app-error.ts";
import { appendAudit } from "../audit-repository.ts";
import { findCustomer, setDeferredLimit } from "../customer-repository.ts";
import type { TActor, TConsoleDeps } from "./console-deps.ts";

/** A professional account's own 'Pay later' limit (null: the default again), audited in its transaction. */
export function createSetDeferredLimit(deps: TConsoleDeps) {
  return async function setLimit(userId: number, limitCents: number | null, actor: TActor): Promise<void> {
    const customer = await findCustomer(deps.db, userId);
    if (!customer) throw new AppError("not_found", 404);
    await deps.unitOfWork.transaction(async (trx) => {
      if (!(await setDeferredLimit(trx, userId, limitCents))) {
        throw new AppError("console.not_professional", 409, { field: "limit" });
      }
      await appendAudit(trx, {
        ...actor,
        action: "customer.deferred_limit",
        target: `user:${userId}`,
        details: { from_cents: customer.deferredLimitCents, to_cents: limitCents },
      });
    });
  };
}
