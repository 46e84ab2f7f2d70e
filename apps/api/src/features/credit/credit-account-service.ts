import type { TExecutor } from "../../db/unit-of-work.ts";
import { createListCreditMovements } from "./use-cases/list-credit-movements.ts";
import { createReadCreditAccount } from "./use-cases/read-credit-account.ts";

/** The credit account screen's reads (issue 12 part 5); the top-up itself is a payment purpose. */
export function createCreditAccountService(deps: {
  db: TExecutor;
  balanceOf: (userId: number) => Promise<number>;
}) {
  return {
    readCreditAccount: createReadCreditAccount(deps),
    listCreditMovements: createListCreditMovements(deps),
  };
}
export type TCreditAccountService = ReturnType<typeof createCreditAccountService>;
