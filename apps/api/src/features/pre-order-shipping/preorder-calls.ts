import type { TPreorder, TPreorderPatchBody } from "@ship/contracts";
import { AppError } from "../../errors/app-error.ts";
import type { TSendPreOrderShipment } from "./pre-order-outbox.ts";
import type { TFindPreorder } from "./use-cases/pre-order-shipping-deps.ts";

/** Whose pre-orders: the API's user and the api_key the service knows them by (spec §6). */
type TMerchant = { userId: number; apiKey: string };

/** What this feature needs of the pre-order service's client (features/pre-order, decision 045). */
export type TPreorderCalls = {
  /** One pre-order with all its products; undefined when the merchant has no such order. */
  get(merchant: TMerchant, merchantOrderId: string): Promise<TPreorder | undefined>;
  patch(merchant: TMerchant, merchantOrderId: string, body: TPreorderPatchBody): Promise<unknown>;
};

type TDeps = {
  client: TPreorderCalls;
  /** The user's api_key; undefined for a user the API does not know. */
  apiKeyOf: (userId: number) => Promise<string | undefined>;
};

async function merchantOf(deps: TDeps, userId: number): Promise<TMerchant | undefined> {
  const apiKey = await deps.apiKeyOf(userId);
  return apiKey ? { userId, apiKey } : undefined;
}

/**
 * One merchant order of the user, all its products (the service answers the caller's only). The
 * service unreachable, or refusing, is 503 preorder.unavailable: the modal asks to try again.
 */
export function createFindPreorder(deps: TDeps): TFindPreorder {
  return async function findPreorder(userId, merchantOrderId): Promise<TPreorder | undefined> {
    const merchant = await merchantOf(deps, userId);
    if (!merchant) return undefined;
    try {
      return await deps.client.get(merchant, merchantOrderId);
    } catch {
      throw new AppError("preorder.unavailable", 503);
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
