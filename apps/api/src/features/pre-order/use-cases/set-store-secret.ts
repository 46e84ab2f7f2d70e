import type { TMyStoreSecretResponse, TStoreKind, TStoreSecretBody } from "@ship/contracts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { asMerchant } from "./as-merchant.ts";

/** POST /my-store/{kind}/secret: a new random secret (rotate), or the one the store shows. */
export function createSetStoreSecret(deps: TPreorderDeps) {
  return (userId: number, kind: TStoreKind, body: TStoreSecretBody): Promise<TMyStoreSecretResponse> =>
    asMerchant(deps, userId, async (merchant) => ({
      success: true,
      store: await deps.client.setSecret(merchant, kind, body),
    }));
}
