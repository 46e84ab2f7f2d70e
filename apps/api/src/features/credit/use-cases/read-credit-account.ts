import type { TCreditAccountInfoResponse, TSessionUser } from "@ship/contracts";
import { DEFAULT_TOP_UP_EUROS, TOP_UP_EUROS, topUpBonusCents } from "@ship/domain";
import { AppError } from "../../../errors/app-error.ts";

type TDeps = { balanceOf: (userId: number) => Promise<number> };

/**
 * GET /credit-account-info/{id} (spec §7): {id} is the caller's own user id (another answers 404);
 * the balance (after giving back unpaid reservations, decision 016) and the top-ups offered.
 */
export function createReadCreditAccount(deps: TDeps) {
  return async function readCreditAccount(
    user: TSessionUser,
    id: number,
  ): Promise<TCreditAccountInfoResponse> {
    if (id !== user.id) throw new AppError("not_found", 404);
    return {
      success: true,
      credit: {
        balance: await deps.balanceOf(user.id),
        credit_account: user.credit_account,
        currency: "EUR",
      },
      top_ups: TOP_UP_EUROS.map((euros) => ({
        euros,
        amount: euros * 100,
        bonus: topUpBonusCents(euros * 100),
        bonus_percent: topUpBonusCents(euros * 100) / euros,
      })),
      default_top_up: DEFAULT_TOP_UP_EUROS,
    };
  };
}
