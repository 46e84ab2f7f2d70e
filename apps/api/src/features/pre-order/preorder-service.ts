import type { TPreorderDeps } from "./preorder-deps.ts";
import { createPreorderListCache } from "./preorder-list-cache.ts";
import { createFindPreorder } from "./use-cases/find-preorder.ts";
import { createListPreorders } from "./use-cases/list-preorders.ts";
import { createPatchPreorder } from "./use-cases/patch-preorder.ts";
import { createReadMyStore } from "./use-cases/read-my-store.ts";
import { createSendTestOrder } from "./use-cases/send-test-order.ts";
import { createSetStoreSecret } from "./use-cases/set-store-secret.ts";

/** Pre-orders and my stores (issue 15): the API's side, each use case asking the pre-order service. */
export function createPreorderService(deps: TPreorderDeps) {
  return {
    /** The service's client, for the work that calls it later (the PATCH outbox after a ship). */
    client: deps.client,
    /** GET /pre-orders as JSON text (kept per user and query until the service's list changes). */
    listPreorders: createListPreorders({ ...deps, listCache: createPreorderListCache() }),
    /** One pre-order, all its products (undefined: not the user's); 503 when the service is down. */
    findPreorder: createFindPreorder(deps),
    /** The PATCH for the outbox job: throws PreorderCallError (see `retryable`). */
    patchPreorder: createPatchPreorder(deps),
    readMyStore: createReadMyStore(deps),
    setStoreSecret: createSetStoreSecret(deps),
    sendTestOrder: createSendTestOrder(deps),
  };
}
export type TPreorderService = ReturnType<typeof createPreorderService>;
