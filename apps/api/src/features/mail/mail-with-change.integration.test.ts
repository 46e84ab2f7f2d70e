import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createContext } from "../../create-context.ts";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { loggedInUser, type TOrder, type TTestApp } from "../payment/payment-test-helpers.ts";
import { loginAs } from "../settings/settings-test-helpers.ts";
import { confirmOrder, countsOf, orderReadyToPay } from "../shipment/shipment-test-helpers.ts";

/**
 * Every e-mail is written in the transaction of the change that causes it (decision 019): a
 * transaction that fails after its e-mail was written leaves neither, and success leaves one
 * e-mail. The failure is a deferred trigger on mail_outbox: it fails the COMMIT, after the insert.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`create or replace function test_fail_commit() returns trigger language plpgsql as
    $$ begin raise exception 'commit failed'; end $$`.execute(t.db);
});
afterAll(() => t.close());
afterEach(() => heal());

async function breakCommits() {
  await sql`create constraint trigger test_fail_commit after insert on mail_outbox
    deferrable initially deferred for each row execute function test_fail_commit()`.execute(t.db);
}
async function heal() {
  await sql`drop trigger if exists test_fail_commit on mail_outbox`.execute(t.db);
}
const mailsTo = (email: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["subject", "dedupe_key"])
    .where(sql<string>`lower(recipient)`, "=", email.toLowerCase())
    .execute();

const orderNow = (order: TOrder) => confirmOrder(t, order, order.cookie, "en", { payLater: true });

describe("e-mail in the transaction of its change", () => {
  it("order confirmation: a failed commit leaves no shipment and no e-mail; success leaves one of each", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const order = await orderReadyToPay(t, { cookie: pro.cookie });
    await breakCommits();
    const failed = await orderNow(order);
    expect(failed.statusCode).toBe(500);
    expect(await countsOf(t, order)).toMatchObject({ shipments: 0, invoices: 0 });
    expect(await mailsTo(pro.email)).toEqual([]);

    await heal();
    const confirmed = await orderNow(order);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await orderNow(order)).statusCode).toBe(200);
    const id = confirmed.json().shipment.id as string;
    expect(await countsOf(t, order)).toMatchObject({ shipments: 1, invoices: 1, mails: 1 });
    expect(await mailsTo(pro.email)).toEqual([
      { subject: expect.stringMatching(/is confirmed$/), dedupe_key: `order-confirmation:${id}` },
    ]);
  });

  it("order confirmation: parallel confirmations of one order give one shipment and one e-mail", async () => {
    const pro = await loggedInUser(t, { pro: 1 });
    const order = await orderReadyToPay(t, { cookie: pro.cookie });
    const answers = await Promise.all([1, 2, 3, 4].map(() => orderNow(order)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await countsOf(t, order)).toMatchObject({ shipments: 1, mails: 1 });
  });

  it("lost password: no reset link is stored without its e-mail", async () => {
    const user = await loggedInUser(t);
    const lost = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v4/lost-password?lang=en",
        payload: { email: user.email },
        remoteAddress: "10.9.0.1",
      });
    await breakCommits();
    expect((await lost()).statusCode).toBe(500);
    const resets = () =>
      t.db.selectFrom("password_resets").select("token_hash").where("user_id", "=", user.id).execute();
    expect(await resets()).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);

    await heal();
    expect((await lost()).statusCode).toBe(200);
    expect(await resets()).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("sub-account invitation: no invitation is stored without its e-mail", async () => {
    const parent = await loginAs(t, DEMO_USERS[1].email, DEMO_USERS[1].password);
    const invite = () =>
      parent.post("/sub_account_add", { email: "invited@example.test", fullname: "Invited" });
    await breakCommits();
    expect((await invite()).statusCode).toBe(500);
    expect(
      await t.db
        .selectFrom("sub_accounts")
        .select("id")
        .where("email", "=", "invited@example.test")
        .execute(),
    ).toEqual([]);
    expect(await mailsTo("invited@example.test")).toEqual([]);

    await heal();
    // The first attempt left nothing behind: the address is not 'taken'.
    const invited = await invite();
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await mailsTo("invited@example.test")).toHaveLength(1);
  });

  it("professional activation (the accounts command): no activation without its e-mail", async () => {
    const email = "candidate@example.test";
    await t.db
      .insertInto("users")
      .values({
        email,
        password_hash: "x",
        lastname: "Durand",
        company: "Durand SA",
        pro: 1,
        status: "pending",
        api_key: "k-candidate",
      })
      .execute();
    const ctx = createContext(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: path.join(import.meta.dirname, "none") }),
      t.db,
    );
    const status = async () =>
      (await t.db.selectFrom("users").select("status").where("email", "=", email).executeTakeFirstOrThrow())
        .status;
    await breakCommits();
    await expect(ctx.accounts.activate(email, () => "https://ship.example/#/fr/login")).rejects.toThrow();
    expect(await status()).toBe("pending");
    expect(await mailsTo(email)).toEqual([]);

    await heal();
    expect(await ctx.accounts.activate(email, () => "https://ship.example/#/fr/login")).toBe(true);
    expect(await status()).toBe("active");
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
