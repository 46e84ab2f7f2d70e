import { topUpBonusCents } from "@ship/domain";
import type { TCreditRepository } from "./credit-repository.ts";

/** Spec §9: a top-up of 100 euros gives 2 % free, 300 euros gives 3 %; other amounts give none. */
export const bonusFor = topUpBonusCents;

/**
 * Adds prepaid credit to a user's account, with the spec's bonus, once per `reference` (a retry
 * adds nothing), and turns the account's credit_account flag on (spec §6: the credit account is
 * shown when credit_account is not 0). Answers the new balance in cents.
 */
export async function topUpCredit(
  credit: TCreditRepository,
  args: { userId: number; cents: number; reference: string },
): Promise<{ balance: number; bonus: number; duplicate: boolean }> {
  return credit.topUp({ ...args, bonus: bonusFor(args.cents) });
}
