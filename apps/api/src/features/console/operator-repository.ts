import type { Database } from "@ship/db";
import type { TOperatorRole } from "@ship/domain";
import { type Kysely, sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** The console's operator accounts and their sessions (migration 0042, decision 057). */

export type TOperatorRecord = { id: number; email: string; name: string; role: TOperatorRole };

export async function insertOperator(
  executor: TExecutor,
  operator: { email: string; name: string; role: TOperatorRole; passwordHash: string; totpSealed: string },
): Promise<number | undefined> {
  const row = await executor
    .insertInto("operators")
    .values({
      email: operator.email,
      name: operator.name,
      role: operator.role,
      password_hash: operator.passwordHash,
      totp_secret_sealed: operator.totpSealed,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export function findOperatorForLogin(executor: TExecutor, email: string) {
  return executor
    .selectFrom("operators")
    .select(["id", "email", "name", "role", "password_hash", "totp_secret_sealed", "last_totp_step"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

export function listOperators(executor: TExecutor) {
  return executor
    .selectFrom("operators")
    .select(["id", "email", "name", "role", "disabled_at", "created_at"])
    .orderBy("id")
    .execute();
}

/**
 * Takes a TOTP time step for the operator once: a code already used (or an older one) is refused
 * even inside its 30 seconds, whatever the concurrency (compare-and-set on the row).
 */
export async function takeTotpStep(executor: TExecutor, operatorId: number, step: number): Promise<boolean> {
  const row = await executor
    .updateTable("operators")
    .set({ last_totp_step: String(step) })
    .where("id", "=", operatorId)
    .where((eb) => eb.or([eb("last_totp_step", "is", null), eb("last_totp_step", "<", String(step))]))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOperatorSession(
  executor: TExecutor,
  session: { id: string; operatorId: number; expiresAt: Date },
): Promise<void> {
  await executor
    .insertInto("operator_sessions")
    .values({ id: session.id, operator_id: session.operatorId, expires_at: session.expiresAt })
    .execute();
}

/** A live session of an operator still enabled: idle expiry (expires_at) and the absolute one. */
export async function findOperatorSession(
  executor: TExecutor,
  id: string,
  now: Date,
  createdAfter: Date,
): Promise<TOperatorRecord | undefined> {
  return executor
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select(["operators.id", "operators.email", "operators.name", "operators.role"])
    .where("operator_sessions.id", "=", id)
    .where("operator_sessions.expires_at", ">", now)
    .where("operator_sessions.created_at", ">", createdAfter)
    .where("operators.disabled_at", "is", null)
    .executeTakeFirst();
}

export async function touchOperatorSession(executor: TExecutor, id: string, now: Date, expiresAt: Date) {
  await executor
    .updateTable("operator_sessions")
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where("id", "=", id)
    .execute();
}

export async function deleteOperatorSession(executor: TExecutor, id: string): Promise<void> {
  await executor.deleteFrom("operator_sessions").where("id", "=", id).execute();
}

/** Ends the operator's other sessions (a new login) and the expired ones of everyone. */
export async function deleteStaleOperatorSessions(executor: TExecutor, operatorId: number, now: Date) {
  await executor
    .deleteFrom("operator_sessions")
    .where((eb) => eb.or([eb("operator_id", "=", operatorId), eb("expires_at", "<=", now)]))
    .execute();
}

export type TOperatorDb = Kysely<Database>;

/**
 * Disables an operator (decision 059) and ends their sessions in the same statement's transaction,
 * or enables them again. Answers the operator, or undefined when there is none with that id.
 */
export async function setOperatorDisabled(executor: TExecutor, operatorId: number, disabledAt: Date | null) {
  const row = await executor
    .updateTable("operators")
    .set({ disabled_at: disabledAt })
    .where("id", "=", operatorId)
    .returning(["id", "email", "name", "role", "disabled_at", "created_at"])
    .executeTakeFirst();
  if (row && disabledAt) await deleteOperatorSessions(executor, operatorId);
  return row;
}

/** A new TOTP key: the old one's codes, and the operator's sessions, end with it. */
export async function replaceTotpSecret(executor: TExecutor, operatorId: number, sealed: string) {
  const row = await executor
    .updateTable("operators")
    .set({ totp_secret_sealed: sealed, last_totp_step: null })
    .where("id", "=", operatorId)
    .returning(["id", "email"])
    .executeTakeFirst();
  if (row) await deleteOperatorSessions(executor, operatorId);
  return row;
}

async function deleteOperatorSessions(executor: TExecutor, operatorId: number) {
  await executor.deleteFrom("operator_sessions").where("operator_id", "=", operatorId).execute();
}
