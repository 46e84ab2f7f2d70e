import { type TCustomerRow, ZCustomerRow } from "@ship/contracts";
import { sql } from "kysely";
import type { TExecutor } from "../../db/unit-of-work.ts";

/** The console's reads and writes of customer accounts (issue 18). */

const CUSTOMER_COLUMNS = [
  "users.id",
  "users.email",
  "users.lastname",
  "users.company",
  "users.pro",
  "users.status",
  "users.created_at",
] as const;

const toRow = (row: { created_at: Date } & Omit<TCustomerRow, "created_at">): TCustomerRow =>
  ZCustomerRow.parse({ ...row, created_at: row.created_at.toISOString() });

/** Customers whose e-mail, name, company or phone contains the text (case-insensitive). */
export async function searchCustomers(executor: TExecutor, text: string, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await executor
    .selectFrom("users")
    .select(CUSTOMER_COLUMNS)
    .where((eb) =>
      eb.or([
        eb("users.email", "ilike", pattern),
        eb("users.lastname", "ilike", pattern),
        eb("users.company", "ilike", pattern),
        eb("users.phone", "ilike", pattern),
      ]),
    )
    .orderBy("users.email")
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).map(toRow), truncated: rows.length > limit };
}

export async function findCustomer(executor: TExecutor, id: number) {
  const row = await executor
    .selectFrom("users")
    .select([...CUSTOMER_COLUMNS, "users.phone", "users.deferred_limit_cents"])
    .where("users.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { phone, deferred_limit_cents, ...customer } = row;
  return { ...toRow(customer), phone, deferredLimitCents: deferred_limit_cents };
}

export async function listPendingProfessionals(executor: TExecutor) {
  const rows = await executor
    .selectFrom("users")
    .select([...CUSTOMER_COLUMNS, "users.phone"])
    .where("users.status", "=", "pending")
    .where("users.pro", "=", 1)
    .orderBy("users.created_at")
    .execute();
  return rows.map(({ phone, ...row }) => ({ ...toRow(row), phone }));
}

export async function listSubAccountsOf(executor: TExecutor, parentUserId: number) {
  const rows = await executor
    .selectFrom("sub_accounts")
    .select(["email", "fullname", "user_id"])
    .where("parent_user_id", "=", parentUserId)
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    lastname: row.fullname,
    status: row.user_id === null ? "invited" : "registered",
  }));
}

export async function listRecentMovements(executor: TExecutor, userId: number, limit: number) {
  const rows = await executor
    .selectFrom("credit_movements")
    .select(["id", "created_at", "reason", "amount_cents", "balance_after_cents"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.created_at.toISOString(),
    reason: row.reason,
    amount: row.amount_cents,
    balance_after: row.balance_after_cents,
  }));
}

/** Sets a professional account's own 'Pay later' limit; false when the id is not a professional account. */
export async function setDeferredLimit(executor: TExecutor, userId: number, limitCents: number | null) {
  const row = await executor
    .updateTable("users")
    .set({ deferred_limit_cents: limitCents })
    .where("id", "=", userId)
    .where("pro", "=", 1)
    .returning(sql<number>`1`.as("one"))
    .executeTakeFirst();
  return row !== undefined;
}
