import { AppError } from "../../../errors/app-error.ts";
import { PreorderCallError, type TPreorderMerchant } from "../preorder-client.ts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { findApiKey } from "../preorder-repository.ts";

/**
 * Runs a call to the pre-order service as the user (their api_key). The service unreachable, or
 * refusing what the API sends on its own behalf, is 503 `preorder.unavailable` for the customer:
 * the details go to the log.
 */
export async function asMerchant<T>(
  deps: Pick<TPreorderDeps, "db" | "logError">,
  userId: number,
  call: (merchant: TPreorderMerchant) => Promise<T>,
): Promise<T> {
  const apiKey = await findApiKey(deps.db, userId);
  if (!apiKey) throw new AppError("auth.login_required", 401);
  try {
    return await call({ userId, apiKey });
  } catch (error) {
    if (!(error instanceof PreorderCallError)) throw error;
    deps.logError(error, "pre-order service call failed");
    throw new AppError("preorder.unavailable", 503);
  }
}
