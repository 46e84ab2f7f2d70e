import { randomBytes } from "node:crypto";
import type { Database } from "@ship/db";
import type { Kysely } from "kysely";
import { hashPassword } from "../features/session/password.ts";
import { seedDemoVouchers } from "./demo-vouchers.ts";

/** The demo accounts of a development start (README); printed in the start-up log. */
export const DEMO_USERS = [
  {
    email: "demo@shipcompare.test",
    password: "demo-perso-1",
    lastname: "Martin",
    company: null,
    phone: "+33612345678",
    pro: 0,
    credit_account: 0,
  },
  {
    email: "pro@shipcompare.test",
    password: "demo-pro-1",
    lastname: "Durand",
    company: "Vignobles Durand",
    phone: "+33556000000",
    pro: 1,
    credit_account: 1,
  },
] as const;

/** Inserts the demo users when missing; existing ones (and their passwords) are left alone. */
export async function seedDemoUsers(db: Kysely<Database>): Promise<void> {
  const existing = await db
    .selectFrom("users")
    .select("email")
    .where(
      "email",
      "in",
      DEMO_USERS.map((user) => user.email),
    )
    .execute();
  const have = new Set(existing.map((row) => row.email));
  for (const user of DEMO_USERS) {
    if (have.has(user.email)) continue;
    const { password, ...fields } = user;
    await db
      .insertInto("users")
      .values({
        ...fields,
        password_hash: await hashPassword(password),
        status: "active",
        saas: 0,
        lang_id: 2,
        api_key: randomBytes(24).toString("base64url"),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // The demo operator's voucher codes come with the demo accounts (apps and test apps alike).
  await seedDemoVouchers(db);
}
