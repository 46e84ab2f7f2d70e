import type { TExecutor } from "../../db/unit-of-work.ts";
import type { TCreditReason } from "./credit-ledger.ts";

export type TMovementRow = {
  id: number;
  createdAt: Date;
  reason: TCreditReason;
  amountCents: number;
  balanceAfterCents: number;
};

/** A page of the user's ledger, newest first, and how many movements there are in all. */
export async function listMovements(
  executor: TExecutor,
  args: { userId: number; limit: number; offset: number },
): Promise<{ rows: TMovementRow[]; total: number }> {
  const rows = await executor
    .selectFrom("credit_movements")
    .select(["id", "created_at", "reason", "amount_cents", "balance_after_cents"])
    .where("user_id", "=", args.userId)
    .orderBy("id", "desc")
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  const count = await executor
    .selectFrom("credit_movements")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("user_id", "=", args.userId)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      reason: row.reason,
      amountCents: Number(row.amount_cents),
      balanceAfterCents: Number(row.balance_after_cents),
    })),
    total: Number(count.count),
  };
}
