import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import { createCreditRepository } from "../features/credit/credit-repository.ts";
import { topUpCredit } from "../features/credit/credit-service.ts";

/** The demo professional account's prepaid credit: less than an order, so step 4 shows a partial payment. */
export const DEMO_CREDIT = { email: "pro@shipcompare.test", cents: 500 } as const;

/** Gives the demo professional account its credit once (the ledger refuses the same reference twice). */
export async function seedDemoCredit(db: Kysely<Database>): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", DEMO_CREDIT.email)
    .executeTakeFirst();
  if (!user) return;
  await topUpCredit(createCreditRepository(db), {
    userId: user.id,
    cents: DEMO_CREDIT.cents,
    reference: "demo-seed",
  });
}
