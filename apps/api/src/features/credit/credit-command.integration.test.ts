import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAccountsCommand } from "../../cli/accounts-command.ts";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { seedDemoCredit } from "../../seed/demo-credit.ts";
import { createTestApp } from "../../testing/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function run(...args: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const ctx = createContext(loadConfig({ NODE_ENV: "test" }), t.db);
  const code = await runAccountsCommand(args, ctx, {
    log: (l) => lines.push(l),
    error: (l) => errors.push(l),
  });
  return { code, lines, errors };
}

const accountOf = (email: string) =>
  t.db
    .selectFrom("users")
    .leftJoin("credit_balances", "credit_balances.user_id", "users.id")
    .select(["users.credit_account", "credit_balances.balance_cents"])
    .where("users.email", "=", email)
    .executeTakeFirstOrThrow();

describe("npm run accounts -- credit <email> <euros>", () => {
  it("adds credit with the spec's 2 % bonus on 100 euros and 3 % on 300, and opens the credit account", async () => {
    expect(await accountOf("demo@shipcompare.test")).toEqual({ credit_account: 0, balance_cents: null });
    expect(await run("credit", "DEMO@shipcompare.test", "100")).toEqual({
      code: 0,
      lines: ["Added 100.00 EUR (+2.00 EUR bonus) to DEMO@shipcompare.test: balance 102.00 EUR."],
      errors: [],
    });
    expect((await run("credit", "demo@shipcompare.test", "300")).lines).toEqual([
      "Added 300.00 EUR (+9.00 EUR bonus) to demo@shipcompare.test: balance 411.00 EUR.",
    ]);
    expect((await run("credit", "demo@shipcompare.test", "12,5")).lines).toEqual([
      "Added 12.50 EUR to demo@shipcompare.test: balance 423.50 EUR.",
    ]);
    expect(await accountOf("demo@shipcompare.test")).toEqual({ credit_account: 1, balance_cents: 42_350 });
    const movements = await t.db
      .selectFrom("credit_movements")
      .innerJoin("users", "users.id", "credit_movements.user_id")
      .select(["reason", "amount_cents"])
      .where("users.email", "=", "demo@shipcompare.test")
      .orderBy("credit_movements.id")
      .execute();
    expect(movements).toEqual([
      { reason: "top_up", amount_cents: 10_000 },
      { reason: "bonus", amount_cents: 200 },
      { reason: "top_up", amount_cents: 30_000 },
      { reason: "bonus", amount_cents: 900 },
      { reason: "top_up", amount_cents: 1_250 },
    ]);
  });

  it("refuses a bad amount or an unknown account and changes nothing", async () => {
    for (const amount of ["0", "-5", "abc", "1.234", "100001"]) {
      const result = await run("credit", "pro@shipcompare.test", amount);
      expect(result.code).toBe(2);
      expect(result.errors[0]).toContain(amount);
    }
    expect(await run("credit", "nobody@example.test", "10")).toEqual({
      code: 1,
      lines: [],
      errors: ["No account for nobody@example.test."],
    });
    expect((await run("credit", "pro@shipcompare.test")).code).toBe(2);
    expect((await accountOf("pro@shipcompare.test")).balance_cents).toBeNull();
  });

  it("gives the demo professional account its credit once", async () => {
    await seedDemoCredit(t.db);
    await seedDemoCredit(t.db);
    expect(await accountOf("pro@shipcompare.test")).toEqual({ credit_account: 1, balance_cents: 500 });
  });
});
