import { AppError } from "../../../errors/app-error.ts";
import type { TAccountService } from "../../accounts/account-service.ts";
import { appendAudit } from "../audit-repository.ts";
import { findCustomer } from "../customer-repository.ts";
import type { TActor, TConsoleDeps } from "./console-deps.ts";

/**
 * Activates a pending professional account from the console: the accounts command's service
 * (status, activation date, the customer's e-mail through the outbox) with the audit row in the
 * same transaction.
 */
export function createActivateAccount(
  deps: TConsoleDeps & { accounts: Pick<TAccountService, "activate">; loginLink: (lang: string) => string },
) {
  return async function activateAccount(userId: number, actor: TActor): Promise<void> {
    const customer = await findCustomer(deps.db, userId);
    if (!customer) throw new AppError("not_found", 404);
    const activated = await deps.accounts.activate(customer.email, deps.loginLink, (trx, user) =>
      appendAudit(trx, {
        ...actor,
        action: "account.activate",
        target: `user:${user.id}`,
        details: { email: user.email },
      }),
    );
    if (!activated) throw new AppError("console.account_not_pending", 409);
  };
}
