import { consoleLoginEndpoint, consoleMeEndpoint } from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastAuditRow, loggedInOperator, operatorLogin } from "../features/console/console-test-helpers.ts";
import { currentTotp } from "../features/console/totp.ts";
import { call } from "../testing/call.ts";
import { createTestApp } from "../testing/test-app.ts";
import { runOperatorsCommand } from "./operators-command.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function output() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) },
  };
}

describe("npm run operators", () => {
  it("creates the first operator, who logs in to the console with the printed TOTP secret", async () => {
    const run = output();
    const args = ["create", "first@ops.example", "admin", "First", "Operator"];
    const code = await runOperatorsCommand(args, t.ctx, { OPERATOR_PASSWORD: "a-long-password-1" }, run.out);
    expect(code).toBe(0);
    const secret = run.lines.find((line) => line.includes("secret:"))?.split("secret: ")[1] ?? "";
    expect(run.lines.join("\n")).toContain("otpauth://totp/");
    const login = await call(t, consoleLoginEndpoint, {
      body: { email: "first@ops.example", password: "a-long-password-1", code: currentTotp(secret) },
    });
    expect(login.success().operator).toMatchObject({ name: "First Operator", role: "admin" });
    const audit = await t.db
      .selectFrom("operator_audit_log")
      .selectAll()
      .where("action", "=", "operator.create")
      .execute();
    expect(audit[0]?.actor).toMatch(/^cli:/);

    const listed = output();
    expect(await runOperatorsCommand(["list"], t.ctx, {}, listed.out)).toBe(0);
    expect(listed.lines).toEqual(["first@ops.example\tadmin\tFirst Operator\tactive"]);
  });

  it("refuses a taken e-mail, a short password, an unknown role, without creating anything", async () => {
    const taken = output();
    const env = { OPERATOR_PASSWORD: "a-long-password-1" };
    expect(
      await runOperatorsCommand(["create", "FIRST@ops.example", "support", "X"], t.ctx, env, taken.out),
    ).toBe(1);
    const short = output();
    expect(
      await runOperatorsCommand(
        ["create", "b@ops.example", "admin", "B"],
        t.ctx,
        { OPERATOR_PASSWORD: "short" },
        short.out,
      ),
    ).toBe(2);
    const role = output();
    expect(await runOperatorsCommand(["create", "c@ops.example", "root", "C"], t.ctx, env, role.out)).toBe(2);
    expect(role.errors).toEqual([expect.stringContaining("usage:")]);
    const count = await t.db
      .selectFrom("operators")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

const lastAudit = () => lastAuditRow(t);
const login = (operator: { email: string; password: string }, code: string) =>
  operatorLogin(t, operator, code);

describe("npm run operators: disable, enable, reset-totp", () => {
  it("call the console's use cases, audited as the command line", async () => {
    const support = await loggedInOperator(t, "support");
    const run = output();
    expect(await runOperatorsCommand(["disable", support.email.toUpperCase()], t.ctx, {}, run.out)).toBe(0);
    expect(await lastAudit()).toMatchObject({ action: "operator.disable", operator_id: null });
    expect((await lastAudit()).actor).toMatch(/^cli:/);
    expect((await support.call(consoleMeEndpoint, {})).statusCode).toBe(404);
    const listed = output();
    await runOperatorsCommand(["list"], t.ctx, {}, listed.out);
    expect(listed.lines.find((line) => line.startsWith(support.email))).toMatch(/\tdisabled$/);
    expect(await runOperatorsCommand(["enable", support.email], t.ctx, {}, run.out)).toBe(0);

    const reset = output();
    expect(await runOperatorsCommand(["reset-totp", support.email], t.ctx, {}, reset.out)).toBe(0);
    const secret = reset.lines.find((line) => line.includes("secret:"))?.split("secret: ")[1] ?? "";
    const later = new Date(Date.now() + 30_000);
    expect((await login(support, currentTotp(secret, later))).statusCode).toBe(200);

    const missing = output();
    expect(await runOperatorsCommand(["disable", "nobody@ops.example"], t.ctx, {}, missing.out)).toBe(1);
    expect(missing.errors).toEqual(["No operator nobody@ops.example."]);
    expect(await runOperatorsCommand(["disable"], t.ctx, {}, missing.out)).toBe(2);
  });
});
