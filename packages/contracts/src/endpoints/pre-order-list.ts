import { defineEndpoint } from "../endpoint.ts";
import { ZPreorderListQuery, ZPreorderListResponse } from "../pre-order.ts";
import { ZLangQuery } from "../reference.ts";

export const ZPreorderListApiQuery = ZPreorderListQuery.extend(ZLangQuery.shape);

/** Spec §2 pre-order list: the logged-in user's pre-orders, asked of the pre-order service. */
export const preorderListEndpoint = defineEndpoint({
  method: "GET",
  path: "/pre-orders",
  tags: ["pre-order"],
  summary: "Pre-orders: the caller's store orders waiting to be shipped, grouped by merchant order",
  description:
    "The API asks the pre-order service (POST /api/login_check with the caller's api_key, then GET " +
    "/api/pre-order/token/{token}) and answers its list. `status` keeps the pre-orders holding a " +
    "product of that status, with only those products; pages of 10, 25, 50 or 100 pre-orders, the " +
    "newest first by default. The service unreachable: 503 `preorder.unavailable`.",
  query: ZPreorderListApiQuery,
  response: ZPreorderListResponse,
  errors: { 400: [], 401: ["auth.login_required"], 503: ["preorder.unavailable"] },
});
