import type { TPreorderListQuery, TPreorderListResponse } from "@ship/contracts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import { asMerchant } from "./as-merchant.ts";

/** GET /pre-orders: the user's pre-orders, as the service lists them. */
export function createListPreorders(deps: TPreorderDeps) {
  return (userId: number, query: TPreorderListQuery): Promise<TPreorderListResponse> =>
    asMerchant(deps, userId, (merchant) => deps.client.list(merchant, query));
}
