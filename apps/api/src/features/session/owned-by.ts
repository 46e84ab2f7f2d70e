import { type ExpressionBuilder, sql } from "kysely";
import { AppError } from "../../errors/app-error.ts";
import type { TSession } from "./session-service.ts";
import { hashSessionToken } from "./session-token.ts";

/** Who is asking: the hashed session token, and the user when logged in. */
export type TOwner = { sessionId: string; userId: number | null };

/**
 * The owner a request speaks for. No session owns nothing: 404, the same answer as for someone
 * else's row (no hint it exists).
 */
export function ownerOfSession(session: TSession | undefined): TOwner {
  if (!session) throw new AppError("not_found", 404);
  return { sessionId: session.id ?? hashSessionToken(session.token), userId: session.user?.id ?? null };
}

/**
 * The one ownership rule of ratings, orders and payments: a row belongs to the session that made
 * it, and a logged-in user also sees the rows made under their account from another session.
 * `table` names the table (or its alias) holding `session_id` and `user_id`.
 */
export function ownedBy(table: string, owner: TOwner) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    const bySession = eb(sql.ref(`${table}.session_id`), "=", owner.sessionId);
    return owner.userId === null
      ? bySession
      : eb.or([bySession, eb(sql.ref(`${table}.user_id`), "=", owner.userId)]);
  };
}

/** The same rule for a row already in memory. */
export function isOwnedBy(row: TOwner, owner: TOwner): boolean {
  return row.sessionId === owner.sessionId || (owner.userId !== null && row.userId === owner.userId);
}
