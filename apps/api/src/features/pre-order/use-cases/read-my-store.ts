import type { TMyStoreResponse } from "@ship/contracts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { asMerchant } from "./as-merchant.ts";

/** GET /my-store: each store's webhook URL and secret, the generic intake and the user's api_key. */
export function createReadMyStore(deps: TPreorderDeps) {
  return (userId: number): Promise<TMyStoreResponse> =>
    asMerchant(deps, userId, async (merchant) => {
      const { stores, generic } = await deps.client.stores(merchant);
      return { success: true, stores, generic: { ...generic, api_key: merchant.apiKey } };
    });
}
