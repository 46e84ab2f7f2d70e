import { randomBytes, randomUUID } from "node:crypto";
import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiProcess, orderReadyOverHttp, type TApiProcess } from "../../testing/api-process.ts";
import { SIGNATURE_HEADER, signNotification } from "../payment/notification-signature.ts";
import { hashPassword } from "../session/password.ts";

/**
 * Reliability (issue 12 part 5, decision 035): top-ups (each paid notification delivered to BOTH
 * API processes at once), spends (orders paid from credit) and refunds (those orders cancelled)
 * run concurrently on two API processes sharing one PostgreSQL database: every top-up is credited
 * once and the ledger always sums to the balance. Two processes need a database server: the file
 * runs under `node scripts/with-postgres.mjs` (TEST_DATABASE_URL) and is skipped on PGlite.
 */
const SECRET = "two-processes-notification-secret-0123456789";
const ROUNDS = 4;
const serverUrl = process.env.TEST_DATABASE_URL;

let database: TTestDatabase;
let a: TApiProcess;
let b: TApiProcess;
const email = `credit-${randomBytes(6).toString("hex")}@example.com`;
const password = "correct-horse-42";
let userId = 0;

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createTestDatabase();
  const user = await database.db
    .insertInto("users")
    .values({
      email,
      password_hash: await hashPassword(password),
      lastname: "Two",
      phone: "+33612345678",
      pro: 0,
      status: "active",
      credit_account: 1,
      api_key: randomBytes(24).toString("base64url"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  userId = user.id;
  const options = { databaseUrl: database.url, env: { PAYMENT_NOTIFY_SECRET: SECRET } };
  a = apiProcess("credit-a", options);
  b = apiProcess("credit-b", options);
  a.start();
  b.start();
  await Promise.all([a.healthy(), b.healthy()]);
  for (const api of [a, b]) {
    await expectStatus(
      await api.call("POST", "/api/v4/login?lang=en", { login: email, password }),
      200,
      "login",
    );
  }
}, 180_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/** The user's pending top-up, as the card page knows it. */
async function pendingTopUp() {
  return database.db
    .selectFrom("payment_transactions")
    .select(["id", "amount_cents"])
    .where("user_id", "=", userId)
    .where("purpose", "=", "credit_account")
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
}

/** The sandbox's signed paid notification, with its own event id, sent to one process. */
function notifyPaid(api: TApiProcess, transaction: { id: string; amount_cents: number }) {
  const rawBody = JSON.stringify({
    event_id: randomUUID(),
    transaction_id: transaction.id,
    outcome: "paid",
    amount: transaction.amount_cents,
    currency: "EUR",
  });
  return fetch(`${api.base}/api/v4/payment/notify/sandbox`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: signNotification(SECRET, rawBody, new Date()),
    },
    body: rawBody,
  });
}

/** POST /order: paid from credit when the balance covers it (402 otherwise). The shipment id, or null. */
async function orderFromCredit(api: TApiProcess, ref: { shipment_id: string; order_id: string }) {
  const response = await api.call("POST", "/api/v4/order?lang=en", ref);
  if (response.status !== 200) return null;
  return ((await response.json()) as { shipment: { id: string } }).shipment.id;
}

async function ledger() {
  const balance = await database.db
    .selectFrom("credit_balances")
    .select("balance_cents")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const movements = await database.db
    .selectFrom("credit_movements")
    .select(["amount_cents", "reason", "reference"])
    .where("user_id", "=", userId)
    .execute();
  const sum = movements.reduce((total, row) => total + Number(row.amount_cents), 0);
  return { balance: Number(balance?.balance_cents ?? 0), sum, movements };
}

describe("credit on two API processes (PostgreSQL)", () => {
  it("top-ups, spends and refunds at once: each top-up credited once, the ledger sums to the balance", async (context) => {
    context.skip(!serverUrl, "PostgreSQL only: two processes share one server (npm run test:pg)");
    const orders = [];
    for (let i = 0; i < ROUNDS * 2; i += 1) orders.push(await orderReadyOverHttp(a));
    let previous: (string | null)[] = [];
    let toppedUp = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const api = round % 2 === 0 ? a : b;
      const amount = round % 2 === 0 ? 100 : 300;
      await expectStatus(
        await api.call("POST", "/api/v4/credit-acount/confirm?lang=en", { amount }),
        200,
        "confirm",
      );
      const topUp = await pendingTopUp();
      toppedUp += amount * 100 + (amount === 100 ? 200 : 900);
      const [cancelA, cancelB] = previous;
      const outcomes = await Promise.all([
        // The same payment notified to both processes at the same moment.
        notifyPaid(a, topUp),
        notifyPaid(b, topUp),
        // Two orders paid from the credit, one on each process.
        orderFromCredit(a, orders[round * 2] as { shipment_id: string; order_id: string }),
        orderFromCredit(b, orders[round * 2 + 1] as { shipment_id: string; order_id: string }),
        // Last round's shipments cancelled (refunded to the credit), each on the other process.
        cancelA ? b.call("POST", `/api/v4/cancel_shipment/${cancelA}?lang=en`) : null,
        cancelB ? a.call("POST", `/api/v4/cancel_shipment/${cancelB}?lang=en`) : null,
      ]);
      expect(outcomes[0]?.status).toBe(200);
      expect(outcomes[1]?.status).toBe(200);
      for (const cancelled of outcomes.slice(4)) {
        if (cancelled && typeof cancelled === "object" && "status" in cancelled)
          expect(cancelled.status).toBe(200);
      }
      previous = [outcomes[2] as string | null, outcomes[3] as string | null];
      const now = await ledger();
      expect(now.sum).toBe(now.balance);
      expect(now.balance).toBeGreaterThanOrEqual(0);
    }

    const end = await ledger();
    expect(end.sum).toBe(end.balance);
    // Every top-up and its bonus once, whichever process got its notification first.
    const credited = end.movements
      .filter((row) => row.reason === "top_up" || row.reason === "bonus")
      .reduce((total, row) => total + Number(row.amount_cents), 0);
    expect(credited).toBe(toppedUp);
    const references = end.movements.map((row) => `${row.reason} ${row.reference}`);
    expect(new Set(references).size).toBe(references.length);
    // Spends and refunds happened: the orders paid from the credit, the cancelled ones given back.
    expect(end.movements.some((row) => row.reason === "order")).toBe(true);
    expect(end.movements.some((row) => row.reason === "refund")).toBe(true);
  }, 600_000);
});
