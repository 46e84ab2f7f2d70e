import type { TExecutor } from "../../../db/unit-of-work.ts";
import type { TOrderService } from "../../order/order-service.ts";
import type { TRatingService } from "../../rating/rating-service.ts";

/** What the ship-to-contact use cases need: the rating engine of POST /rate and the order's choice. */
export type TShipToContactDeps = {
  db: TExecutor;
  rating: Pick<TRatingService, "rate">;
  orders: Pick<TOrderService, "selectOffer">;
  /** "Today" in the rate sheets' time zone, as for rating. */
  today: () => string;
};
