import { type ExpressionBuilder, sql } from "kysely";
import type { TOwner } from "./owned-by.ts";

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
