import type { TContext } from "../../app-context.ts";
import { getCompleteSaasCarriers } from "./settings-repository.ts";

/**
 * Issue 5: the carriers (codes in upper case) a saas user has complete own credentials for, with
 * the contract discount in percent. Rating adds those carriers' offers on the user's account;
 * the order form prices them the same way when their date changes.
 */
export async function loadOwnAccountDiscounts(
  ctx: Pick<TContext, "db" | "settings">,
  userId: number,
): Promise<ReadonlyMap<string, number>> {
  const carriers = await getCompleteSaasCarriers(ctx.db, userId);
  if (carriers.length === 0) return new Map();
  const discounts = await ctx.settings.credentialDiscounts(userId);
  return new Map(carriers.map((carrier) => [carrier.toUpperCase(), discounts.get(carrier) ?? 0]));
}
