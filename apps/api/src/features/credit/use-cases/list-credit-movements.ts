import type { TCreditMovementsQuery, TCreditMovementsResponse } from "@ship/contracts";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { listMovements } from "../credit-account-repository.ts";

/** POST /credit-movements: a page of the caller's ledger, newest first (10 a page by default). */
export function createListCreditMovements(deps: { db: TExecutor }) {
  return async function listCreditMovements(
    userId: number,
    body: TCreditMovementsQuery,
  ): Promise<TCreditMovementsResponse> {
    const { rows, total } = await listMovements(deps.db, {
      userId,
      limit: body.rows,
      offset: (body.page - 1) * body.rows,
    });
    return {
      success: true,
      currency: "EUR",
      rows: rows.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        reason: row.reason,
        amount: row.amountCents,
        balance_after: row.balanceAfterCents,
      })),
      total,
      page: body.page,
      pages: Math.ceil(total / body.rows),
      rows_per_page: body.rows,
    };
  };
}
