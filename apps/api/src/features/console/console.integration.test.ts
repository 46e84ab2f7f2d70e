import { randomUUID } from "node:crypto";
import {
  consoleActivateAccountEndpoint,
  consoleAuditLogEndpoint,
  consoleCancelOrderEndpoint,
  consoleCarrierReviewCancelEndpoint,
  consoleCarrierReviewRetryEndpoint,
  consoleCarrierReviewsEndpoint,
  consoleCreditAdjustmentEndpoint,
  consoleCustomerEndpoint,
  consoleCustomersEndpoint,
  consoleDeferredLimitEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
  consoleMeEndpoint,
  consoleOrdersEndpoint,
  consolePendingAccountsEndpoint,
  consoleVoucherCreateEndpoint,
  consoleVouchersEndpoint,
  consoleVoucherUsesEndpoint,
  sessionEndpoint,
  type TAnyEndpoint,
  type TEndpointInput,
} from "@ship/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../testing/call.ts";
import { MARSEILLE, orderReadyToPay } from "../../testing/journey.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createMailRepository } from "../mail/mail-repository.ts";
import { balanceRow, giveCredit, linkSubAccount, loggedInUser } from "../payment/payment-test-helpers.ts";
import { confirmOrder } from "../shipment/shipment-test-helpers.ts";
import { loggedInOperator } from "./console-test-helpers.ts";
import { OPERATOR_COOKIE, OPERATOR_COOKIE_PATH } from "./operator-cookie.ts";
import { currentTotp } from "./totp.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof loggedInOperator>>;
let support: Awaited<ReturnType<typeof loggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInOperator(t, "admin");
  support = await loggedInOperator(t, "support");
});
afterAll(() => t.close());

const codes = (response: { json: () => { errors: { code: string; field?: string }[] } }) =>
  response.json().errors.map((error) => `${error.field ?? ""}:${error.code}`);
const auditRows = () => t.db.selectFrom("operator_audit_log").selectAll().orderBy("id", "desc").execute();

/** One valid input of every console route but login: each must refuse a caller who is not an operator. */
const EVERY_ROUTE: [TAnyEndpoint, TEndpointInput<TAnyEndpoint>][] = [
  [consoleMeEndpoint, {}],
  [consoleLogoutEndpoint, {}],
  [consolePendingAccountsEndpoint, {}],
  [consoleActivateAccountEndpoint, { params: { id: 1 } }],
  [consoleCustomersEndpoint, { query: { q: "demo" } }],
  [consoleCustomerEndpoint, { params: { id: 1 } }],
  [
    consoleCreditAdjustmentEndpoint,
    { params: { id: 1 }, body: { request_id: randomUUID(), amount: 100, reason: "test" } },
  ],
  [consoleDeferredLimitEndpoint, { params: { id: 1 }, body: { limit: 100 } }],
  [consoleOrdersEndpoint, { query: { q: "demo" } }],
  [consoleCancelOrderEndpoint, { params: { id: "A".repeat(22) } }],
  [consoleCarrierReviewsEndpoint, {}],
  [consoleCarrierReviewRetryEndpoint, { params: { shipment_id: "A".repeat(22) } }],
  [consoleCarrierReviewCancelEndpoint, { params: { shipment_id: "A".repeat(22) } }],
  [consoleVouchersEndpoint, {}],
  [
    consoleVoucherCreateEndpoint,
    {
      body: {
        code: "NOPE",
        kind: "fixed",
        value: 100,
        valid_from: null,
        valid_until: null,
        usage_limit: null,
      },
    },
  ],
  [consoleVoucherUsesEndpoint, { params: { code: "WELCOME10" } }],
  [consoleAuditLogEndpoint, {}],
] as never;

describe("console access (issue 18)", () => {
  it("answers 404 on every console route to a visitor and to a customer session, and changes nothing", async () => {
    const customer = await loggedInUser(t, { pro: 1 });
    const before = (await auditRows()).length;
    for (const [endpoint, input] of EVERY_ROUTE) {
      for (const cookie of [null, customer.cookie]) {
        const response = await call(t, endpoint, input, { cookie, lang: "en" });
        expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
      }
      // A customer token in the console's cookie is not a console session either.
      const swapped = await call(t, endpoint, input, { cookies: { [OPERATOR_COOKIE]: customer.cookie } });
      expect(swapped.statusCode, endpoint.path).toBe(404);
    }
    expect(await balanceRow(t, customer.id)).toBe(0);
    expect((await auditRows()).length).toBe(before);
  });

  it("binds the operator cookie to the console's API path; it opens no customer session", async () => {
    const cookie = admin.login.cookies.find((c) => c.name === OPERATOR_COOKIE);
    expect(cookie).toMatchObject({
      path: OPERATOR_COOKIE_PATH,
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 900,
    });
    const customerView = await call(t, sessionEndpoint, {}, { cookie: admin.token });
    expect(customerView.success().login).toBe(false);
    expect((await admin.call(consoleMeEndpoint, {})).success().operator).toMatchObject({ role: "admin" });
  });

  it("needs password and TOTP code, each wrong part the same 401; a code is accepted once", async () => {
    const login = (body: { email: string; password: string; code: string }) =>
      call(t, consoleLoginEndpoint, { body }, { lang: "fr", remoteAddress: "10.9.9.9" });
    const code = currentTotp(admin.secret);
    const wrongPassword = await login({ email: admin.email, password: "not-the-password", code });
    const wrongCode = await login({
      email: admin.email,
      password: admin.password,
      code: code === "000000" ? "111111" : "000000",
    });
    const unknown = await login({ email: "nobody@ops.example", password: admin.password, code });
    for (const refused of [wrongPassword, wrongCode, unknown]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errors[0]).toMatchObject({
        code: "console.login_refused",
        message: "E-mail, mot de passe ou code d'authentification incorrect.",
      });
    }
    // The beforeAll login used a code: the code of that step is refused now. (Its step, read from
    // the row, not the clock's: on a slow machine the clock may be a step further, whose code
    // would be new and log in.)
    const { last_totp_step } = await t.db
      .selectFrom("operators")
      .select("last_totp_step")
      .where("email", "=", admin.email)
      .executeTakeFirstOrThrow();
    const usedCode = currentTotp(admin.secret, new Date(Number(last_totp_step) * 30_000));
    const replay = await login({ email: admin.email, password: admin.password, code: usedCode });
    expect(replay.statusCode).toBe(401);
    const badInput = await login({ email: "", password: "", code: "12ab" });
    expect(badInput.statusCode).toBe(400);
    expect(codes(badInput)).toEqual([
      "email:validation.required",
      "password:validation.required",
      "code:validation.invalid_value",
    ]);
  });

  it("gives support no money, policy or audit actions (403), and logs out", async () => {
    const customer = await loggedInUser(t, { pro: 1 });
    const adjust = await support.call(consoleCreditAdjustmentEndpoint, {
      params: { id: customer.id },
      body: { request_id: randomUUID(), amount: 500, reason: "goodwill" },
    });
    expect(adjust.statusCode).toBe(403);
    expect(adjust.json().errors[0].code).toBe("console.forbidden");
    expect((await support.call(consoleAuditLogEndpoint, {})).statusCode).toBe(403);
    expect(
      (await support.call(consoleDeferredLimitEndpoint, { params: { id: customer.id }, body: { limit: 0 } }))
        .statusCode,
    ).toBe(403);
    expect((await support.call(consoleCustomersEndpoint, { query: { q: customer.email } })).statusCode).toBe(
      200,
    );
    expect(await balanceRow(t, customer.id)).toBe(0);
  });

  it("keeps the audit log append-only in the database itself", async () => {
    await expect(sql`update operator_audit_log set action = 'x'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await auditRows()).every((row) => row.action !== "x")).toBe(true);
  });
});

describe("pending professional accounts", () => {
  it("activates one, e-mails the customer, and audits it in the same transaction", async () => {
    const email = `pending-${randomUUID().slice(0, 8)}@example.com`;
    const user = await t.db
      .insertInto("users")
      .values({
        email,
        password_hash: "x",
        lastname: "Pending",
        company: "Pending SAS",
        pro: 1,
        status: "pending",
        api_key: randomUUID(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const pending = (await support.call(consolePendingAccountsEndpoint, {})).success().rows;
    expect(pending.map((row) => row.email)).toContain(email);
    const activated = await support.call(consoleActivateAccountEndpoint, { params: { id: user.id } });
    expect(activated.statusCode).toBe(200);
    const row = await t.db
      .selectFrom("users")
      .select("status")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("active");
    const mails = await createMailRepository(t.db).list({ to: email, limit: 1 });
    expect(mails).toHaveLength(1);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      operator_id: support.id,
      action: "account.activate",
      target: `user:${user.id}`,
    });
    const again = await support.call(
      consoleActivateAccountEndpoint,
      { params: { id: user.id } },
      { lang: "es" },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: "console.account_not_pending",
      message: "Esta cuenta no está pendiente de activación.",
    });
  });
});

describe("customers: search, credit adjustment, 'Pay later' limit, sub-accounts", () => {
  it("finds a customer and shows credit, limit and sub-accounts", async () => {
    const parent = await loggedInUser(t, { pro: 1 });
    const child = await loggedInUser(t, { pro: 1 });
    await linkSubAccount(t, parent, child, "Child Person");
    await giveCredit(t, parent.id, 2500);
    const found = (
      await admin.call(consoleCustomersEndpoint, { query: { q: parent.email.toUpperCase() } })
    ).success();
    expect(found.rows.map((row) => row.id)).toEqual([parent.id]);
    const detail = (await admin.call(consoleCustomerEndpoint, { params: { id: parent.id } })).success()
      .customer;
    expect(detail).toMatchObject({ balance: 2500, deferred_limit: null, deferred_owed: 0 });
    expect(detail.sub_accounts).toEqual([
      { email: child.email, lastname: "Child Person", status: "registered" },
    ]);
    const tooShort = await admin.call(consoleCustomersEndpoint, { query: { q: "a" } });
    expect(codes(tooShort)).toEqual(["q:validation.too_short"]);
  });

  it("adjusts credit with a reason into the ledger, once per request, never below zero", async () => {
    const customer = await loggedInUser(t, { pro: 0 });
    const request_id = randomUUID();
    const body = { request_id, amount: 1234, reason: "Parcel damaged, goodwill" };
    const first = await admin.call(consoleCreditAdjustmentEndpoint, { params: { id: customer.id }, body });
    expect(first.success().balance).toBe(1234);
    const retried = await admin.call(consoleCreditAdjustmentEndpoint, { params: { id: customer.id }, body });
    expect(retried.success().balance).toBe(1234);
    const movements = await t.db
      .selectFrom("credit_movements")
      .selectAll()
      .where("user_id", "=", customer.id)
      .execute();
    expect(movements.map((m) => [m.reason, m.amount_cents])).toEqual([["adjustment", 1234]]);
    const user = await t.db
      .selectFrom("users")
      .select("credit_account")
      .where("id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(user.credit_account).toBe(1);
    const audits = (await auditRows()).filter(
      (row) => row.action === "customer.credit_adjust" && row.target === `user:${customer.id}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ amount_cents: 1234, reason: "Parcel damaged, goodwill" });

    const overdraw = await admin.call(consoleCreditAdjustmentEndpoint, {
      params: { id: customer.id },
      body: { request_id: randomUUID(), amount: -5000, reason: "Take back" },
    });
    expect(overdraw.statusCode).toBe(409);
    expect(codes(overdraw)).toEqual(["amount:console.credit_insufficient"]);
    const bad = await admin.call(
      consoleCreditAdjustmentEndpoint,
      { params: { id: customer.id }, body: { request_id: "nope", amount: 0, reason: "x" } },
      { lang: "fr" },
    );
    expect(bad.statusCode).toBe(400);
    expect(codes(bad)).toEqual([
      "request_id:validation.invalid_value",
      "amount:validation.invalid_value",
      "reason:validation.too_short",
    ]);
    expect(await balanceRow(t, customer.id)).toBe(1234);
    const missing = await admin.call(consoleCreditAdjustmentEndpoint, {
      params: { id: 999_999 },
      body: { ...body, request_id: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("sets a professional account's 'Pay later' limit, which the payment then applies", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const set = await admin.call(consoleDeferredLimitEndpoint, {
      params: { id: pro.id },
      body: { limit: 100 },
    });
    expect(set.statusCode).toBe(200);
    const order = await orderReadyToPay(t, { cookie: pro.cookie, to: MARSEILLE });
    const refused = await confirmOrder(t, order, pro.cookie, "en", { payLater: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe("payment.deferred_limit");
    await admin.call(consoleDeferredLimitEndpoint, { params: { id: pro.id }, body: { limit: null } });
    expect((await confirmOrder(t, order, pro.cookie, "en", { payLater: true })).statusCode).toBe(200);
    const personal = await loggedInUser(t, { pro: 0 });
    const notPro = await admin.call(consoleDeferredLimitEndpoint, {
      params: { id: personal.id },
      body: { limit: 100 },
    });
    expect(codes(notPro)).toEqual(["limit:console.not_professional"]);
  });
});

describe("orders: search, cancel and refund", () => {
  it("finds a customer's shipment and cancels it with the customer's own rules, once", async () => {
    const customer = await loggedInUser(t, { pro: 0 });
    await giveCredit(t, customer.id, 50_000);
    const order = await orderReadyToPay(t, { cookie: customer.cookie });
    const shipment = (await confirmOrder(t, order, customer.cookie)).success().shipment;
    const balanceAfterOrder = await balanceRow(t, customer.id);
    const found = (await support.call(consoleOrdersEndpoint, { query: { q: customer.email } })).success();
    expect(found.rows.map((row) => row.id)).toEqual([shipment.id]);
    expect(found.rows[0]).toMatchObject({ status: "Validated", payment_method: "credit", refunded: false });
    const cancelled = await support.call(consoleCancelOrderEndpoint, { params: { id: shipment.id } });
    expect(cancelled.success().refunded).toBeGreaterThan(0);
    expect(await balanceRow(t, customer.id)).toBe(balanceAfterOrder + cancelled.success().refunded);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      operator_id: support.id,
      action: "order.cancel",
      target: `shipment:${shipment.id}`,
    });
    const again = await support.call(consoleCancelOrderEndpoint, { params: { id: shipment.id } });
    expect(again.statusCode).toBe(409);
    expect(
      (await support.call(consoleOrdersEndpoint, { query: { q: shipment.id } })).success().rows[0],
    ).toMatchObject({
      status: "Cancelled",
      refunded: true,
    });
  });
});

describe("vouchers", () => {
  it("creates a voucher with validity and usage limit, refuses a taken code and bad input, shows uses", async () => {
    const body = {
      code: "spring-25",
      kind: "percentage" as const,
      value: 25,
      valid_from: "2020-01-01T00:00:00Z",
      valid_until: "2099-01-01T00:00:00Z",
      usage_limit: 3,
    };
    const created = await admin.call(consoleVoucherCreateEndpoint, { body });
    expect(created.success().voucher).toMatchObject({ code: "SPRING-25", uses: 0, usage_limit: 3 });
    const taken = await admin.call(consoleVoucherCreateEndpoint, { body: { ...body, code: "SPRING-25" } });
    expect(codes(taken)).toEqual(["code:console.voucher_exists"]);
    const bad = await admin.call(consoleVoucherCreateEndpoint, {
      body: { ...body, code: "x y", value: 150, valid_until: "2019-01-01T00:00:00Z" },
    });
    expect(codes(bad)).toEqual([
      "code:validation.invalid_value",
      "value:validation.too_big",
      "valid_until:validation.range_reversed",
    ]);
    const forbidden = await support.call(consoleVoucherCreateEndpoint, {
      body: { ...body, code: "SUPPORT1" },
    });
    expect(forbidden.statusCode).toBe(403);

    const customer = await loggedInUser(t, { pro: 0 });
    await giveCredit(t, customer.id, 50_000);
    const order = await orderReadyToPay(t, { cookie: customer.cookie, voucher: "spring-25" });
    (await confirmOrder(t, order, customer.cookie)).success();
    const listed = (await support.call(consoleVouchersEndpoint, {}))
      .success()
      .rows.find((v) => v.code === "SPRING-25");
    expect(listed?.uses).toBe(1);
    const uses = (await support.call(consoleVoucherUsesEndpoint, { params: { code: "spring-25" } })).success()
      .rows;
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ customer_email: customer.email, refunded: false });
    expect(uses[0]?.discount).toBeGreaterThan(0);
  });
});

describe("audit log", () => {
  it("lists every action newest first for admins", async () => {
    const page = (await admin.call(consoleAuditLogEndpoint, {})).success();
    const actions = page.rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["operator.login", "operator.create", "voucher.create", "order.cancel"]),
    );
    const times = page.rows.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
