import { randomBytes } from "node:crypto";
import { AppError } from "../../../errors/app-error.ts";
import { findBankSecret, findMandate, insertMandateOnce, type TMandateRow } from "../mandate-repository.ts";
import type { TDirectDebitDeps } from "./direct-debit-deps.ts";

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A unique mandate reference: "SC-<user id>-<8 random characters>" (at most 22 characters, within
 * SEPA's 35 and its character set). The user id makes it unique; the random part makes it
 * unguessable from the id alone.
 */
export function createMandateReference(userId: number): string {
  const random = [...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % 32]).join("");
  return `SC-${userId}-${random}`;
}

/**
 * The user's mandate, created the first time it is needed (bank details saved, mandate asked for,
 * signed mandate uploaded). Needs saved bank details (409 otherwise). Safe to retry and to run
 * twice at once: the first row wins and both callers read it.
 */
export function createEnsureMandate(deps: Pick<TDirectDebitDeps, "db">) {
  return async (userId: number, executor = deps.db): Promise<TMandateRow> => {
    if (!(await findBankSecret(executor, userId))) throw new AppError("sepa.bank_required", 409);
    const existing = await findMandate(executor, userId);
    if (existing) return existing;
    await insertMandateOnce(executor, userId, createMandateReference(userId));
    const created = await findMandate(executor, userId);
    if (!created) throw new Error(`the mandate of user ${userId} was not stored`);
    return created;
  };
}
export type TEnsureMandate = ReturnType<typeof createEnsureMandate>;
