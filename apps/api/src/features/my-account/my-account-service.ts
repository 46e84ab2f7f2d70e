import type { TExecutor } from "../../db/unit-of-work.ts";
import { createCountCache } from "./count-cache.ts";
import { createListInvoices } from "./use-cases/list-invoices.ts";
import { createListPayments } from "./use-cases/list-payments.ts";
import { createListShipmentsByIds } from "./use-cases/list-shipments-by-ids.ts";
import { createListUserShipments } from "./use-cases/list-user-shipments.ts";

/** My account's use cases (one per file in use-cases/), assembled for the routes. */
export function createMyAccountService(base: { db: TExecutor; timeZone: string }) {
  const deps = { ...base, counts: createCountCache() };
  return {
    listUserShipments: createListUserShipments(deps),
    listInvoices: createListInvoices(deps),
    listPayments: createListPayments(deps),
    shipmentsByIds: createListShipmentsByIds(deps),
  };
}
export type TMyAccountService = ReturnType<typeof createMyAccountService>;
