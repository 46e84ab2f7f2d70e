import type { TExecutor } from "../../db/unit-of-work.ts";
import { createListUserShipments } from "./use-cases/list-user-shipments.ts";

/** My account's use cases (one per file in use-cases/), assembled for the routes. */
export function createMyAccountService(deps: { db: TExecutor }) {
  return { listUserShipments: createListUserShipments(deps) };
}
export type TMyAccountService = ReturnType<typeof createMyAccountService>;
