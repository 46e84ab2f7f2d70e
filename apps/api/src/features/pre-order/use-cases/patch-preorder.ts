import type { TPreorder, TPreorderPatchBody } from "@ship/contracts";
import { PreorderCallError } from "../preorder-client.ts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { findMerchant } from "../preorder-repository.ts";

/**
 * The PATCH after a ship, for an outbox job that has only the user id: the pre-order after the
 * change. Failures are thrown as PreorderCallError as they are (its `retryable` tells the job
 * whether to keep the row); a user that no longer exists is a call refused for good (status 404).
 */
export function createPatchPreorder(deps: Pick<TPreorderDeps, "db" | "client">) {
  return async (userId: number, merchantOrderId: string, body: TPreorderPatchBody): Promise<TPreorder> => {
    const merchant = await findMerchant(deps.db, userId);
    if (!merchant) throw new PreorderCallError(`user ${userId} not found`, 404, "not_found");
    return (await deps.client.patch(merchant, merchantOrderId, body)).data;
  };
}
