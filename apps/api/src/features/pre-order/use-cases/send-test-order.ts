import type { TMyStoreTestOrderResponse, TPreorderSource } from "@ship/contracts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { asMerchant } from "./as-merchant.ts";

/** POST /my-store/{kind}/test-order: the service takes a sample order in through that store's route. */
export function createSendTestOrder(deps: TPreorderDeps) {
  return (userId: number, kind: TPreorderSource): Promise<TMyStoreTestOrderResponse> =>
    asMerchant(deps, userId, async (merchant) => ({
      success: true,
      ...(await deps.client.sendTestOrder(merchant, kind)),
    }));
}
