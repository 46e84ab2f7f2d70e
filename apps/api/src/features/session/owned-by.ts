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

/** The ownership rule for a row already in memory; `ownedBy` in owned-by-repository.ts is the same in SQL. */
export function isOwnedBy(row: TOwner, owner: TOwner): boolean {
  return row.sessionId === owner.sessionId || (owner.userId !== null && row.userId === owner.userId);
}
