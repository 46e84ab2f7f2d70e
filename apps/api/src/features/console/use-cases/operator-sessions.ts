import { OPERATOR_SESSION_IDLE_MS, OPERATOR_SESSION_MAX_MS } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";
import { verifyPassword } from "../../session/password.ts";
import { createSessionToken, hashSessionToken, SESSION_TOKEN_PATTERN } from "../../session/session-token.ts";
import { appendAudit } from "../audit-repository.ts";
import {
  deleteOperatorSession,
  deleteStaleOperatorSessions,
  findOperatorForLogin,
  findOperatorSession,
  insertOperatorSession,
  type TOperatorRecord,
  takeTotpStep,
  touchOperatorSession,
} from "../operator-repository.ts";
import { matchTotp } from "../totp.ts";
import type { TConsoleDeps } from "./console-deps.ts";

// Fewer tries than a customer login: an operator account opens every customer's data.
const ACCOUNT_FREE_FAILURES = 5;
const ADDRESS_FREE_FAILURES = 10;

/** The TOTP secret, or "" (matching no code) when sealed with another secrets key than this one's. */
function openSecret(deps: TConsoleDeps, sealed: string): string {
  try {
    return deps.secrets.open(sealed);
  } catch {
    return "";
  }
}

/**
 * Operator login (issue 18): e-mail, password and a TOTP code, each wrong part answering the
 * same 401. The attempt is counted before anything is checked (the customer login's throttle,
 * its own keys); a code is accepted once. A login ends the operator's other sessions.
 */
export function createOperatorSessions(deps: TConsoleDeps) {
  async function login(input: {
    email: string;
    password: string;
    code: string;
    address: string;
  }): Promise<{ token: string; operator: TOperatorRecord }> {
    const accountKey = { key: `operator:${input.email.toLowerCase()}`, free: ACCOUNT_FREE_FAILURES };
    const addressKey = { key: `operator-address:${input.address}`, free: ADDRESS_FREE_FAILURES };
    const now = deps.now();
    const lockedFor = await deps.throttle.reserve([accountKey, addressKey], now);
    if (lockedFor > 0) {
      throw new AppError("auth.too_many_attempts", 429, {
        params: { seconds: lockedFor },
        headers: { "retry-after": String(lockedFor) },
      });
    }
    const refused = () => new AppError("console.login_refused", 401);
    const found = await findOperatorForLogin(deps.db, input.email);
    if (!(await verifyPassword(found?.password_hash, input.password)) || !found) throw refused();
    const last = found.last_totp_step === null ? null : Number(found.last_totp_step);
    const step = matchTotp(openSecret(deps, found.totp_secret_sealed), input.code, now, last);
    if (step === undefined) throw refused();
    const token = createSessionToken();
    const operator = { id: found.id, email: found.email, name: found.name, role: found.role };
    const taken = await deps.unitOfWork.transaction(async (trx) => {
      if (!(await takeTotpStep(trx, found.id, step))) return false;
      await deleteStaleOperatorSessions(trx, found.id, now);
      await insertOperatorSession(trx, {
        id: hashSessionToken(token),
        operatorId: found.id,
        expiresAt: new Date(now.getTime() + OPERATOR_SESSION_IDLE_MS),
      });
      await appendAudit(trx, {
        operatorId: found.id,
        actor: found.email,
        action: "operator.login",
        target: "",
      });
      return true;
    });
    // The same code twice (a replay, or two tabs at once): the second is refused.
    if (!taken) throw refused();
    await deps.throttle.reset(accountKey.key);
    await deps.throttle.giveBack(addressKey.key);
    return { token, operator };
  }

  /** The operator of a live console session, its idle expiry moved on; undefined otherwise. */
  async function lookup(token: string | undefined): Promise<TOperatorRecord | undefined> {
    if (!token || !SESSION_TOKEN_PATTERN.test(token)) return undefined;
    const id = hashSessionToken(token);
    const now = deps.now();
    const operator = await findOperatorSession(
      deps.db,
      id,
      now,
      new Date(now.getTime() - OPERATOR_SESSION_MAX_MS),
    );
    if (operator)
      await touchOperatorSession(deps.db, id, now, new Date(now.getTime() + OPERATOR_SESSION_IDLE_MS));
    return operator;
  }

  async function logout(token: string, operator: TOperatorRecord): Promise<void> {
    await deps.unitOfWork.transaction(async (trx) => {
      await deleteOperatorSession(trx, hashSessionToken(token));
      await appendAudit(trx, {
        operatorId: operator.id,
        actor: operator.email,
        action: "operator.logout",
        target: "",
      });
    });
  }

  return { login, lookup, logout, idleSeconds: OPERATOR_SESSION_IDLE_MS / 1000 };
}
