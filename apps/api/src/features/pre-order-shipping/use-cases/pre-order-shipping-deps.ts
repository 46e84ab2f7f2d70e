import type { TPreorder } from "@ship/contracts";
import type { TExecutor } from "../../../db/unit-of-work.ts";
import type { TOrderService } from "../../order/order-service.ts";
import type { TRatingService } from "../../rating/rating-service.ts";

/**
 * One merchant order of the user, all its products, as the pre-order service answers it; undefined
 * when the user has no such order. Throws AppError preorder.unavailable (503) when the service
 * cannot be reached.
 */
export type TFindPreorder = (userId: number, merchantOrderId: string) => Promise<TPreorder | undefined>;

/** What the pre-order shipping use cases need (decision 046); each takes the few it uses. */
export type TPreOrderShippingDeps = {
  db: TExecutor;
  findPreorder: TFindPreorder;
  rating: Pick<TRatingService, "rate">;
  orders: Pick<TOrderService, "selectOffer">;
  /** "Today" in the rate sheets' time zone, as for rating. */
  today: () => string;
  now: () => Date;
};
