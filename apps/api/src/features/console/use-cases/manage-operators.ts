import type { TOperatorRow } from "@ship/contracts";
import { AppError } from "../../../errors/app-error.ts";
import { appendAudit } from "../audit-repository.ts";
import { listOperators, replaceTotpSecret, setOperatorDisabled } from "../operator-repository.ts";
import { createTotpSecret, totpUri } from "../totp.ts";
import type { TActor, TConsoleDeps } from "./console-deps.ts";

type TOperatorListRow = Awaited<ReturnType<typeof listOperators>>[number];
const toRow = (row: TOperatorListRow): TOperatorRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled_at !== null,
  created_at: row.created_at.toISOString(),
});

/**
 * Managing operators (decision 059), for the console's admins and `npm run operators`: disable or
 * enable one (a disabled operator's sessions end at once and their login is refused, as
 * findOperatorForLogin and findOperatorSession read `disabled_at`), and reset one's TOTP key.
 * Each change writes its audit row in its own transaction. `operatorId` of the actor is null for
 * the command line, which may disable anyone.
 */
export function createManageOperators(deps: TConsoleDeps & { issuer: string }) {
  async function list(): Promise<TOperatorRow[]> {
    return (await listOperators(deps.db)).map(toRow);
  }

  async function setDisabled(operatorId: number, disabled: boolean, actor: TActor): Promise<TOperatorRow> {
    if (disabled && actor.operatorId === operatorId) throw new AppError("console.self_disable", 409);
    return deps.unitOfWork.transaction(async (trx) => {
      const row = await setOperatorDisabled(trx, operatorId, disabled ? deps.now() : null);
      if (!row) throw new AppError("not_found", 404);
      await appendAudit(trx, {
        ...actor,
        action: disabled ? "operator.disable" : "operator.enable",
        target: row.email,
      });
      return toRow(row);
    });
  }

  /**
   * A new TOTP key, answered once (secret and otpauth:// address) for the operator to enrol, as
   * `operators create` answers a new operator's; never written to the audit log.
   */
  async function resetTotp(operatorId: number, actor: TActor): Promise<{ secret: string; uri: string }> {
    const secret = createTotpSecret();
    const email = await deps.unitOfWork.transaction(async (trx) => {
      const row = await replaceTotpSecret(trx, operatorId, deps.secrets.seal(secret));
      if (!row) throw new AppError("not_found", 404);
      await appendAudit(trx, { ...actor, action: "operator.reset_totp", target: row.email });
      return row.email;
    });
    return { secret, uri: totpUri(secret, email, deps.issuer) };
  }

  return { list, setDisabled, resetTotp };
}
