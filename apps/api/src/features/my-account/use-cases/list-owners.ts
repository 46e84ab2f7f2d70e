import type { TSessionUser } from "@ship/contracts";
import { isProfessionalParent } from "@ship/domain";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import { AppError } from "../../../errors/app-error.ts";
import { listSubAccountUsers } from "../history-repository.ts";

export type TListOwners = {
  callerId: number;
  /** Whose rows the list shows. */
  userIds: number[];
  /** The caller's sub-accounts by user id, with the name their column shows. */
  subAccounts: ReadonlyMap<number, { id: number; name: string }>;
};

/**
 * Whose rows a list of my account shows (decision 012): the caller's; a professional parent's
 * also those of its sub-accounts, or one sub-account's when it asks for it (`user_id`). Any other
 * user_id, or a user_id from a caller without sub-accounts, answers 404 (no hint that it exists).
 */
export async function resolveListOwners(
  db: TExecutor,
  user: TSessionUser,
  onlyUserId: number | undefined,
): Promise<TListOwners> {
  const isParent = isProfessionalParent(user);
  const subAccounts = isParent ? await listSubAccountUsers(db, user.id) : [];
  const byId = new Map(subAccounts.map((subAccount) => [subAccount.id, subAccount]));
  if (onlyUserId === undefined) {
    return { callerId: user.id, userIds: [user.id, ...byId.keys()], subAccounts: byId };
  }
  if (onlyUserId !== user.id && !byId.has(onlyUserId)) throw new AppError("not_found", 404);
  return { callerId: user.id, userIds: [onlyUserId], subAccounts: byId };
}

/** The sub-account column of a row: null for the caller's own rows. */
export function subAccountColumn(owners: TListOwners, userId: number | null) {
  return userId === owners.callerId ? null : (owners.subAccounts.get(userId ?? -1) ?? null);
}
