import type { TSettingsService } from "./settings-service.ts";

type TDeps = {
  /** The carriers (lower case) a saas user has complete own credentials for. */
  completeSaasCarriers: (userId: number) => Promise<string[]>;
  settings: Pick<TSettingsService, "credentialDiscounts">;
};

/**
 * Issue 5: the carriers (codes in upper case) a saas user has complete own credentials for, with
 * the contract discount in percent. Rating adds those carriers' offers on the user's account;
 * the order form prices them the same way when their date changes.
 */
export async function loadOwnAccountDiscounts(
  deps: TDeps,
  userId: number,
): Promise<ReadonlyMap<string, number>> {
  const carriers = await deps.completeSaasCarriers(userId);
  if (carriers.length === 0) return new Map();
  const discounts = await deps.settings.credentialDiscounts(userId);
  return new Map(carriers.map((carrier) => [carrier.toUpperCase(), discounts.get(carrier) ?? 0]));
}
