import type { Database } from "@ship/db";
import type { Kysely } from "kysely";

/**
 * The demo operator's voucher codes (the operator defines them; there is no customer-facing way
 * to create one). Each shows one rule of the voucher block: a percentage, a fixed amount, an
 * expired code and a code already used up.
 */
export const DEMO_VOUCHERS = [
  {
    code: "WELCOME10",
    kind: "percentage",
    value: 10,
    valid_from: null,
    valid_until: null,
    usage_limit: null,
  },
  { code: "SAVE5", kind: "fixed", value: 500, valid_from: null, valid_until: null, usage_limit: 1000 },
  {
    code: "SUMMER2020",
    kind: "percentage",
    value: 15,
    valid_from: new Date("2020-06-01T00:00:00Z"),
    valid_until: new Date("2020-08-31T23:59:59Z"),
    usage_limit: null,
  },
  { code: "USEDUP", kind: "fixed", value: 1000, valid_from: null, valid_until: null, usage_limit: 0 },
] as const;

/** Inserts the demo codes once; an operator's later changes to them are kept. */
export async function seedDemoVouchers(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("vouchers")
    .values(DEMO_VOUCHERS.map((voucher) => ({ ...voucher })))
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
}
