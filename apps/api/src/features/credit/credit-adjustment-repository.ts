import type { TTransaction } from "../../db/unit-of-work.ts";
import { moveCredit } from "./credit-repository.ts";

/** The ledger reference of an operator's credit adjustment (issue 18). */
export const adjustmentReference = (adjustmentId: number) => `adjustment:${adjustmentId}`;

/**
 * An operator's credit adjustment with its reason, and its ledger movement, in the caller's
 * transaction. The form's request_id is unique: the same request again answers "duplicate" and
 * moves nothing; a debit below zero answers "insufficient" and the caller rolls back.
 */
export async function recordCreditAdjustment(
  trx: TTransaction,
  adjustment: {
    requestId: string;
    userId: number;
    amountCents: number;
    reason: string;
    operatorId: number | null;
  },
): Promise<"applied" | "duplicate" | "insufficient"> {
  const row = await trx
    .insertInto("credit_adjustments")
    .values({
      request_id: adjustment.requestId,
      user_id: adjustment.userId,
      amount_cents: adjustment.amountCents,
      reason: adjustment.reason,
      operator_id: adjustment.operatorId,
    })
    .onConflict((oc) => oc.column("request_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return "duplicate";
  const moved = await moveCredit(trx, {
    userId: adjustment.userId,
    amount: adjustment.amountCents,
    reason: "adjustment",
    reference: adjustmentReference(row.id),
  });
  if (moved === "applied") {
    // A customer given credit sees the credit account (spec §6), as after a top-up.
    if (adjustment.amountCents > 0) {
      await trx.updateTable("users").set({ credit_account: 1 }).where("id", "=", adjustment.userId).execute();
    }
    return "applied";
  }
  return moved;
}
