import type {
  TPreorder,
  TPreorderListQuery,
  TPreorderListResponse,
  TPreorderPatchBody,
} from "@ship/contracts";
import { AppError } from "../../errors/app-error.ts";
import type { TSendPreOrderShipment } from "./pre-order-outbox.ts";
import type { TFindPreorder } from "./use-cases/pre-order-shipping-deps.ts";

/** Whose pre-orders: the API's user and the api_key the service knows them by (spec §6). */
type TMerchant = { userId: number; apiKey: string };

/** What this feature needs of the pre-order service's client (features/pre-order, decision 045). */
export type TPreorderCalls = {
  list(merchant: TMerchant, query: TPreorderListQuery): Promise<TPreorderListResponse>;
  patch(merchant: TMerchant, merchantOrderId: string, body: TPreorderPatchBody): Promise<unknown>;
};

type TDeps = {
  client: TPreorderCalls;
  /** The user's api_key; undefined for a user the API does not know. */
  apiKeyOf: (userId: number) => Promise<string | undefined>;
};

const PAGE_ROWS = 100;

async function merchantOf(deps: TDeps, userId: number): Promise<TMerchant | undefined> {
  const apiKey = await deps.apiKeyOf(userId);
  return apiKey ? { userId, apiKey } : undefined;
}

/**
 * One merchant order of the user, all its products, read through the client's list (every status,
 * a page at a time until it is found). The service unreachable, or refusing, is 503
 * preorder.unavailable: the modal asks to try again.
 */
export function createFindPreorder(deps: TDeps): TFindPreorder {
  return async function findPreorder(userId, merchantOrderId): Promise<TPreorder | undefined> {
    const merchant = await merchantOf(deps, userId);
    if (!merchant) return undefined;
    for (let page = 1; ; page += 1) {
      let answer: TPreorderListResponse;
      try {
        answer = await deps.client.list(merchant, {
          page,
          rows: PAGE_ROWS,
          sort: "created_at",
          order: "desc",
        });
      } catch {
        throw new AppError("preorder.unavailable", 503);
      }
      const found = answer.data.find((preorder) => preorder.merchant_order_id === merchantOrderId);
      if (found) return found;
      if (page * PAGE_ROWS >= answer.total || answer.data.length === 0) return undefined;
    }
  };
}

/** The outbox's PATCH, as the user whose shipment it is (their api_key logs the client in). */
export function createSendPreOrderShipment(deps: TDeps): TSendPreOrderShipment {
  return async function sendPreOrderShipment(userId, merchantOrderId, body) {
    const merchant = await merchantOf(deps, userId);
    if (!merchant) throw new Error(`user ${userId} has no api_key: the shipment cannot be sent`);
    await deps.client.patch(merchant, merchantOrderId, body);
  };
}
