import { randomBytes } from "node:crypto";
import { consoleLoginEndpoint, type TAnyEndpoint, type TEndpointInput } from "@ship/contracts";
import type { TOperatorRole } from "@ship/domain";
import { expect } from "vitest";
import { call, type TCallOptions } from "../../testing/call.ts";
import type { TTestApp } from "../../testing/journey.ts";
import { sessionCookieOf } from "../../testing/test-app.ts";
import { OPERATOR_COOKIE } from "./operator-cookie.ts";
import { currentTotp } from "./totp.ts";

/** A new operator of a role, logged in to the console: its cookie and a `call` that sends it. */
export async function loggedInOperator(t: TTestApp, role: TOperatorRole) {
  const email = `${role}-${randomBytes(4).toString("hex")}@ops.example`;
  const password = "operator-password-1";
  const created = await t.ctx.console.createOperator(
    { email, name: `Test ${role}`, role, password },
    { operatorId: null, actor: "test" },
  );
  if (!created) throw new Error("operator not created");
  const login = await call(
    t,
    consoleLoginEndpoint,
    { body: { email, password, code: currentTotp(created.secret) } },
    { lang: "en" },
  );
  expect(login.statusCode).toBe(200);
  const token = sessionCookieOf(login, OPERATOR_COOKIE);
  if (!token) throw new Error("no console cookie");
  const cookies = { [OPERATOR_COOKIE]: token };
  return {
    id: created.id,
    email,
    password,
    secret: created.secret,
    token,
    login,
    call: <E extends TAnyEndpoint>(endpoint: E, input: TEndpointInput<E>, options: TCallOptions = {}) =>
      call(t, endpoint, input, { lang: "en", ...options, cookies }),
  };
}

/** The audit log's newest row. */
export const lastAuditRow = (t: TTestApp) =>
  t.db.selectFrom("operator_audit_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();

/** A console login with an operator's e-mail and password and a code of their authenticator. */
export const operatorLogin = (t: TTestApp, operator: { email: string; password: string }, code: string) =>
  call(t, consoleLoginEndpoint, { body: { email: operator.email, password: operator.password, code } });
