import { readZonedNow } from "@ship/carriers";
import { createCheckVoucher } from "./use-cases/check-voucher.ts";
import type { TOrderDeps } from "./use-cases/order-deps.ts";
import { createSelectOffer } from "./use-cases/select-offer.ts";
import { createUpdateShipment } from "./use-cases/update-shipment.ts";

export type { TUpdateOutcome } from "./use-cases/update-shipment.ts";

type TDeps = Omit<TOrderDeps, "now" | "today" | "ownAccounts"> & {
  ownAccounts?: TOrderDeps["ownAccounts"];
  now?: () => Date;
  /** The rate sheets' operator time zone, where "today" is read. */
  timeZone: string;
};

/**
 * The order feature's use cases (one per file in use-cases/), assembled into the object the
 * routes call: choose an offer, then fill in the order (spec §2 step 3, §4).
 */
export function createOrderService(input: TDeps) {
  const now = input.now ?? (() => new Date());
  const deps = { ...input, now, today: () => readZonedNow(now(), input.timeZone).date };
  return {
    selectOffer: createSelectOffer(deps),
    updateShipment: createUpdateShipment(deps),
    checkVoucher: createCheckVoucher(deps),
  };
}
export type TOrderService = ReturnType<typeof createOrderService>;
