import { createDatabase, type TDatabaseHandle } from "@ship/db";
import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiProcess, type TApiProcess } from "../../testing/api-process.ts";
import { settings } from "./mass-mailing-test-helpers.ts";

/**
 * Issue 14 reliability: the API killed with SIGKILL in the middle of shipping a 200-recipient
 * batch, then restarted: every recipient is shipped exactly once (or not charged), and the batch
 * finishes by itself. The API runs as `npm start` does, on its own PGlite data directory (under
 * `npm run test:pg`, on a fresh PostgreSQL database);
 * MASS_MAILING_TEST_DELAY_MS slows each recipient so the kill lands mid-batch, and a short lease
 * (MASS_MAILING_TEST_LEASE_MS) lets the restarted process take the dead one's batch soon.
 */

const RECIPIENTS = 200;
const env = {
  PAYMENT_NOTIFY_SECRET: "mass-recovery-test-notification-secret-0123",
  MASS_MAILING_TEST_LEASE_MS: "2000",
};
let postgres: TTestDatabase | undefined;
let api: TApiProcess;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
  api = apiProcess("mass-mailing-recovery", postgres?.url ? { databaseUrl: postgres.url, env } : { env });
});
afterAll(async () => {
  await api.close();
  await postgres?.close();
});

function openDatabase(): Promise<TDatabaseHandle> {
  return postgres?.url
    ? createDatabase({ url: postgres.url })
    : createDatabase({ dataDir: `${api.dataDir}/pglite` });
}

async function expectOk(response: Response, what: string) {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

type TRead = { data: { status: string; counts: { shipped: number; waiting: number } } };

describe("mass mailing after a crash", () => {
  it("SIGKILL mid-batch, restart: each of 200 recipients shipped once, the batch done by itself", async () => {
    api.start({ MASS_MAILING_TEST_DELAY_MS: "40" });
    await api.healthy();
    // The professional demo account pays later: nothing to set up for the payment.
    await expectOk(
      await api.call("POST", "/api/v4/login?lang=en", {
        login: "pro@shipcompare.test",
        password: "demo-pro-1",
      }),
      "login",
    );
    const ids: number[] = [];
    for (let n = 1; n <= RECIPIENTS; n++) {
      const added = (await expectOk(
        await api.call("POST", "/api/v4/my-contact-add?lang=en", {
          lastname: `Client ${n}`,
          phone: "+33 6 00 00 00 00",
          email: `client${n}@example.com`,
          address1: `${n} rue du Test`,
          country_id: 250,
          postcode: n % 2 === 0 ? "69003" : "31000",
          city: n % 2 === 0 ? "Lyon" : "Toulouse",
        }),
        `contact ${n}`,
      )) as { data: { id: number } };
      ids.push(added.data.id);
    }
    const rated = (await expectOk(
      await api.call("POST", "/api/v4/mass-mailing/rate?lang=en", { shipment: settings(), contact_ids: ids }),
      "rate",
    )) as { data: { order: string; totals: { count: number } } };
    expect(rated.data.totals.count).toBe(RECIPIENTS);
    const order = rated.data.order;
    await expectOk(
      await api.call("POST", "/api/v4/mass-mailing/ship?lang=en", { order, payment_method: "deferred" }),
      "ship",
    );
    const progress = async () =>
      (await expectOk(await api.call("GET", `/api/v4/mass-mailing/${order}?lang=en`), "read")) as TRead;
    await api.waitFor("a few recipients shipped", async () =>
      (await progress()).data.counts.shipped >= 20 ? true : undefined,
    );

    // Mid-batch: kill the API there.
    await api.stop("SIGKILL");
    api.start({});
    await api.healthy();
    // No request needed: the start-up sweep takes the batch again once the dead process's lease ran out.
    const done = await api.waitFor(
      "the batch to finish by itself",
      async () => {
        const answer = await fetch(`${api.base}/dev/mailbox?format=json&to=pro@shipcompare.test`);
        const { data } = (await answer.json()) as { data: { subject: string }[] };
        const summaries = data.filter((mail) => mail.subject.startsWith("Your mass mailing"));
        return summaries.length > 0 ? summaries : undefined;
      },
      180_000,
    );
    expect(done).toHaveLength(1);
    expect((await progress()).data).toMatchObject({
      status: "done",
      counts: { shipped: RECIPIENTS, waiting: 0 },
    });
    await api.stop("SIGTERM");

    const database = await openDatabase();
    try {
      const shipments = await database.db
        .selectFrom("shipments")
        .innerJoin("mass_mailing_recipients as r", "r.id", "shipments.shipment_id")
        .select(["shipments.id", "r.id as recipient", "r.shipment_public_id"])
        .where("r.mass_mailing_id", "=", order)
        .execute();
      expect(shipments).toHaveLength(RECIPIENTS);
      expect(new Set(shipments.map((row) => row.recipient)).size).toBe(RECIPIENTS);
      expect(shipments.every((row) => row.shipment_public_id === row.id)).toBe(true);
      const invoices = await database.db
        .selectFrom("invoices")
        .select("number")
        .where(
          "shipment_ref",
          "in",
          shipments.map((row) => row.id),
        )
        .execute();
      expect(invoices).toHaveLength(RECIPIENTS);
      const outbox = await database.db.selectFrom("mail_outbox").select("subject").execute();
      expect(outbox.filter((mail) => mail.subject.startsWith("Your mass mailing"))).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 400_000);
});
