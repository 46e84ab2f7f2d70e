import type { TPreorder } from "@ship/contracts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { asMerchant } from "./as-merchant.ts";

/**
 * One of the user's pre-orders with all its products (any status), or undefined: what a shipment
 * from a pre-order is checked against (spec §5). The service down: 503 `preorder.unavailable`.
 */
export function createFindPreorder(deps: TPreorderDeps) {
  return (userId: number, merchantOrderId: string): Promise<TPreorder | undefined> =>
    asMerchant(deps, userId, (merchant) => deps.client.get(merchant, merchantOrderId));
}
