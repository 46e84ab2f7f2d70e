import { createDatabase, type TDatabaseHandle } from "@ship/db";
import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../seed/demo-users.ts";
import { apiProcess, orderReadyOverHttp, type TApiProcess } from "../../testing/api-process.ts";
import { confirmOverHttp } from "../shipment/shipment-test-helpers.ts";

/**
 * Decision 019: the real API process (as `npm start` runs it, tsx) confirms several orders in
 * parallel and is killed with SIGKILL in the middle; restarted, every shipment has exactly one
 * confirmation e-mail and every e-mail is delivered. MAIL_TEST_DELAY_MS holds the delivery job of
 * the first process, so e-mails are still undelivered when it dies. On PGlite (its own data
 * directory) and, under `npm run test:pg`, on a fresh PostgreSQL database.
 */

const ORDERS = 6;
const pro = DEMO_USERS[1];
let postgres: TTestDatabase | undefined;
let api: TApiProcess;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
  api = apiProcess("mail-crash", postgres?.url ? { databaseUrl: postgres.url } : {});
});
afterAll(async () => {
  await api.close();
  await postgres?.close();
});

const confirm = (ref: { shipment_id: string; order_id: string }) =>
  confirmOverHttp(api, { ...ref, pay_later: true });

async function openDatabase(): Promise<TDatabaseHandle> {
  return postgres?.url
    ? createDatabase({ url: postgres.url })
    : createDatabase({ dataDir: `${api.dataDir}/pglite` });
}

describe("confirmation e-mails after a crash", () => {
  it("parallel confirmations, SIGKILL in the middle, restart: one e-mail per shipment, every one delivered", async () => {
    api.start({ MAIL_TEST_DELAY_MS: "600000" });
    await api.healthy();
    expect(
      (await api.call("POST", "/api/v4/login", { login: pro.email, password: pro.password })).status,
    ).toBe(200);
    const refs = [];
    for (let i = 0; i < ORDERS; i++) refs.push(await orderReadyOverHttp(api));

    // All confirmations at once; the process dies as soon as the first one has answered.
    const pending = refs.map((ref) => confirm(ref).then((response) => response.status));
    const first = await Promise.race(pending);
    expect(first).toBe(200);
    await api.stop("SIGKILL");
    await Promise.allSettled(pending);

    api.start({});
    await api.healthy();
    // The start-up sweep completes the orders settled before the kill; each answers its shipment.
    const shipmentIds = await Promise.all(
      refs.map((ref) =>
        api.waitFor("the shipment", async () => {
          const response = await confirm(ref);
          return response.status === 200
            ? ((await response.json()) as { shipment: { id: string } }).shipment.id
            : undefined;
        }),
      ),
    );
    // The delivery job, restarted, delivers what the killed process left (Prometheus gauge).
    await api.waitFor("every e-mail delivered", async () => {
      const metrics = await (await fetch(`${api.base}/metrics`)).text();
      return /^mail_outbox_pending 0$/m.test(metrics) ? true : undefined;
    });
    await api.stop("SIGTERM");

    const database = await openDatabase();
    try {
      const mails = await database.db
        .selectFrom("mail_outbox")
        .select(["recipient", "dedupe_key", "delivered_at"])
        .where("dedupe_key", "like", "order-confirmation:%")
        .execute();
      expect(new Set(shipmentIds).size).toBe(ORDERS);
      expect(mails.map((mail) => mail.dedupe_key).sort()).toEqual(
        shipmentIds.map((id) => `order-confirmation:${id}`).sort(),
      );
      expect(mails.every((mail) => mail.delivered_at !== null && mail.recipient === pro.email)).toBe(true);
      const shipments = await database.db.selectFrom("shipments").select("id").execute();
      expect(shipments.map((row) => row.id).sort()).toEqual([...shipmentIds].sort());
    } finally {
      await database.close();
    }
  }, 300_000);
});
