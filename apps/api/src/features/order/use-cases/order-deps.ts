import type { TCarrierConnector } from "@ship/carriers";
import type { TOffer, TQuotePreferencesView } from "@ship/contracts";
import type { TIsoDate } from "@ship/domain";
import type { TUnitOfWork } from "../../../db/unit-of-work.ts";
import type { TRatingInputs } from "../../rating/rating-derivation.ts";
import type { TVoucherRepository } from "../../voucher/voucher-repository.ts";
import type { TOrderRepository } from "../order-repository.ts";

/** Everything the order use cases may need; each factory takes the few it uses (a Pick). */
export type TOrderDeps = {
  /** The reads of ratings and orders (no transaction of their own). */
  repository: TOrderRepository;
  /** Opens the transaction of each change of an order (convention 14). */
  unitOfWork: TUnitOfWork;
  vouchers: TVoucherRepository;
  /** A rating's offers derived again from its inputs (decision 053; the rating service's). */
  deriveOffers: (
    inputs: TRatingInputs,
    ids: { shipmentId: string; orderId: string },
  ) => Promise<{ offers: TOffer[]; view: TQuotePreferencesView }>;
  connectors: readonly TCarrierConnector[];
  /** A saas user's own-account carriers (upper case) with their contract discount in percent. */
  ownAccounts?: (userId: number) => Promise<ReadonlyMap<string, number>>;
  /** Issue 19: connectors rating on a saas user's own live contract (rating's ownAccountConnectors). */
  ownAccountConnectors?: (userId: number, carriers: readonly string[]) => Promise<TCarrierConnector[]>;
  budgetMs: number;
  now: () => Date;
  /** "Today" where the rate sheets' operator is (their time zone), as for rating. */
  today: () => TIsoDate;
};

/** The ids of an order in progress and of the offer the caller believes is chosen. */
export type TOrderKey = { shipment_id: string; order_id: string; offer_id: string };
