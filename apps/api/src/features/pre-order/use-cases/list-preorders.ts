import type { TPreorderListQuery } from "@ship/contracts";
import type { TPreorderDeps } from "../preorder-deps.ts";
import type { TPreorderListCache } from "../preorder-list-cache.ts";
import { asMerchant } from "./as-merchant.ts";

/**
 * GET /pre-orders: the user's pre-orders, as the service lists them, answered as JSON text (the
 * response contract ZPreorderListResponse, checked by the client when the list arrived). A list
 * the service says is unchanged (304 to its ETag) is the text kept from last time.
 */
export function createListPreorders(deps: TPreorderDeps & { listCache: TPreorderListCache }) {
  return (userId: number, query: TPreorderListQuery): Promise<string> =>
    asMerchant(deps, userId, async (merchant) => {
      // The service knows the user by their id (decision 045): one list version per user.
      const key = [userId, query.status, query.page, query.rows, query.sort, query.order];
      const kept = deps.listCache.get(key);
      const answer = await deps.client.listIfChanged(merchant, query, kept?.etag);
      if (answer === "not_modified" && kept) return kept.json;
      if (answer === "not_modified")
        throw new Error("the service answered 304 to a list asked without a tag");
      const json = JSON.stringify(answer.body);
      if (answer.etag) deps.listCache.set(key, answer.etag, json);
      return json;
    });
}
