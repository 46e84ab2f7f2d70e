import {
  consoleMeEndpoint,
  consoleOperatorResetTotpEndpoint,
  consoleOperatorStatusEndpoint,
  consoleOperatorsEndpoint,
} from "@ship/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser } from "../payment/payment-test-helpers.ts";
import { lastAuditRow, loggedInOperator, operatorLogin } from "./console-test-helpers.ts";
import { currentTotp } from "./totp.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInOperator(t, "admin");
});
afterAll(() => t.close());

const lastAudit = () => lastAuditRow(t);
const login = (operator: { email: string; password: string }, code: string) =>
  operatorLogin(t, operator, code);

describe("operators: disable and enable (decision 059)", () => {
  it("ends a disabled operator's sessions at once and refuses their login, until enabled again", async () => {
    const support = await loggedInOperator(t, "support");
    expect((await support.call(consoleMeEndpoint, {})).statusCode).toBe(200);
    const listed = (await admin.call(consoleOperatorsEndpoint, {})).success();
    expect(listed.rows.find((row) => row.id === support.id)).toMatchObject({
      role: "support",
      disabled: false,
    });

    const disabled = await admin.call(consoleOperatorStatusEndpoint, {
      params: { id: support.id },
      body: { disabled: true },
    });
    expect(disabled.success().operator).toMatchObject({ id: support.id, disabled: true });
    expect(await lastAudit()).toMatchObject({
      action: "operator.disable",
      target: support.email,
      actor: admin.email,
    });
    expect((await support.call(consoleMeEndpoint, {})).statusCode).toBe(404);
    const sessions = await t.db
      .selectFrom("operator_sessions")
      .select("id")
      .where("operator_id", "=", support.id)
      .execute();
    expect(sessions).toEqual([]);
    const refused = await login(support, currentTotp(support.secret, new Date(Date.now() + 30_000)));
    expect(refused.statusCode).toBe(401);

    await admin.call(consoleOperatorStatusEndpoint, {
      params: { id: support.id },
      body: { disabled: false },
    });
    expect(await lastAudit()).toMatchObject({ action: "operator.enable", target: support.email });
    const back = await login(support, currentTotp(support.secret, new Date(Date.now() + 30_000)));
    expect(back.statusCode).toBe(200);
  });

  it("refuses an admin disabling themself (translated), support managing operators, customers and bad input", async () => {
    for (const [lang, message] of [
      ["en", "You cannot disable your own operator account."],
      ["fr", "Vous ne pouvez pas désactiver votre propre compte opérateur."],
      ["es", "No puede desactivar su propia cuenta de operador."],
    ] as const) {
      const self = await admin.call(
        consoleOperatorStatusEndpoint,
        { params: { id: admin.id }, body: { disabled: true } },
        { lang },
      );
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({ success: false, message });
    }
    expect((await admin.call(consoleMeEndpoint, {})).statusCode).toBe(200);

    const support = await loggedInOperator(t, "support");
    expect((await support.call(consoleOperatorsEndpoint, {})).statusCode).toBe(403);
    const byAdminId = { params: { id: admin.id }, body: { disabled: true } };
    expect((await support.call(consoleOperatorStatusEndpoint, byAdminId)).statusCode).toBe(403);
    expect(
      (await support.call(consoleOperatorResetTotpEndpoint, { params: { id: admin.id } })).statusCode,
    ).toBe(403);
    const customer = await loggedInUser(t);
    const cookies = { PHPSESSID: customer.cookie };
    expect((await call(t, consoleOperatorsEndpoint, {}, { cookies })).statusCode).toBe(404);
    expect((await call(t, consoleOperatorStatusEndpoint, byAdminId, { cookies })).statusCode).toBe(404);
    expect(
      (await call(t, consoleOperatorResetTotpEndpoint, { params: { id: admin.id } }, { cookies })).statusCode,
    ).toBe(404);

    const unknown = await admin.call(consoleOperatorStatusEndpoint, {
      params: { id: 999_999 },
      body: { disabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    for (const body of [{ disabled: "yes" }, {}, { disabled: true, role: "admin" }]) {
      const bad = await admin.call(consoleOperatorStatusEndpoint, {
        params: { id: support.id },
        body,
      } as never);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await support.call(consoleMeEndpoint, {})).statusCode).toBe(200);
  });
});

describe("operators: TOTP reset (decision 059)", () => {
  it("gives a new key once: old codes and sessions end, the new key logs in; audited without the key", async () => {
    const support = await loggedInOperator(t, "support");
    const reset = (
      await admin.call(consoleOperatorResetTotpEndpoint, { params: { id: support.id } })
    ).success();
    expect(reset.key.uri).toContain("otpauth://totp/");
    expect(reset.key.secret).not.toBe(support.secret);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: "operator.reset_totp", target: support.email });
    expect(JSON.stringify(audit)).not.toContain(reset.key.secret);
    expect((await support.call(consoleMeEndpoint, {})).statusCode).toBe(404);
    const later = new Date(Date.now() + 30_000);
    expect((await login(support, currentTotp(support.secret, later))).statusCode).toBe(401);
    expect((await login(support, currentTotp(reset.key.secret, later))).statusCode).toBe(200);
  });
});
