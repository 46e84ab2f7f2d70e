import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createJobQueue } from "../../lib/jobs/job-queue.ts";
import { createMailRepository } from "./mail-repository.ts";
import { createMailer, MAIL_QUEUE, MAIL_RETRY, type TSmtpTransport } from "./mailer.ts";

/** The outbox's delivery job (decision 019) on the job queue (decision 054), with a fake SMTP client. */

let database: TTestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom("mail_outbox").execute();
});

type TSent = { to: string; subject: string; messageId: string };
const FROM = "ShipCompare <no-reply@ship.example>";
const rowsOf = () =>
  database.db
    .selectFrom("mail_outbox")
    .select(["id", "subject", "attempts", "delivered_at", "last_error", "next_attempt_at"])
    .orderBy("id")
    .execute();
/** A mailer on a job queue of its own over the test database (as each API process has). */
const mailerWith = (smtp: TSmtpTransport | undefined) =>
  createMailer({
    repository: createMailRepository(database.db),
    smtp,
    from: FROM,
    jobs: createJobQueue({ db: database.db, pollingSeconds: 0.5, logError: () => {} }),
  });
/** When the row's job runs next, by the database's clock (seconds from now). */
async function nextRunInSeconds(rowId: number): Promise<number> {
  const { rows } = await sql<{ wait: number }>`select extract(epoch from start_after - now())::float as wait
    from pgboss.job where name = ${MAIL_QUEUE} and singleton_key = ${String(rowId)} and state = 'retry'`.execute(
    database.db,
  );
  return rows[0]?.wait ?? Number.NaN;
}

describe("e-mail outbox delivery", () => {
  it("enqueues inside the caller's transaction: a rolled-back change leaves no e-mail and no job", async () => {
    const mailer = mailerWith(undefined);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.enqueue(trx, { to: "a@example.test", subject: "Lost", text: "x" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowsOf()).toEqual([]);
    expect(await mailer.deliverDue({ ignoreBackoff: true })).toBe(0);
  });

  it("stores a message under a dedupe key once", async () => {
    const mailer = mailerWith(undefined);
    const message = { to: "a@example.test", subject: "Once", text: "x" };
    expect(await mailer.enqueue(database.db, message, { dedupeKey: "k:1" })).toBe(true);
    expect(await mailer.enqueue(database.db, message, { dedupeKey: "k:1" })).toBe(false);
    expect(await rowsOf()).toHaveLength(1);
    expect(await mailer.deliverDue()).toBe(1);
  });

  it("without SMTP, marks the row delivered; it stays readable", async () => {
    const repository = createMailRepository(database.db);
    const mailer = mailerWith(undefined);
    await mailer.enqueue(database.db, { to: "a@example.test", subject: "Kept", text: "x" });
    expect(await mailer.deliverDue()).toBe(1);
    expect(await mailer.deliverDue()).toBe(0);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
    expect(row?.delivered_at).toBeInstanceOf(Date);
    expect(await repository.list({ limit: 5 })).toMatchObject([{ subject: "Kept" }]);
  });

  it("retries a failed SMTP delivery after a backoff, records the error, delivers once with the same Message-ID", async () => {
    const sent: TSent[] = [];
    const attempted: string[] = [];
    let failures = 1;
    const mailer = mailerWith({
      async sendMail(mail) {
        attempted.push(mail.messageId);
        if (failures-- > 0) throw new Error("421 Service not available");
        sent.push({ to: mail.to, subject: mail.subject, messageId: mail.messageId });
      },
    });
    await database.db
      .transaction()
      .execute((trx) => mailer.enqueue(trx, { to: "b@example.test", subject: "Retried", text: "x" }));

    expect(await mailer.deliverDue()).toBe(0);
    const [failed] = await rowsOf();
    expect(failed).toMatchObject({
      attempts: 1,
      delivered_at: null,
      last_error: "421 Service not available",
    });
    expect(failed?.next_attempt_at).not.toBeNull();
    // The queue waits 30 to 60 s (backoff with jitter) before the next attempt.
    const wait = await nextRunInSeconds(failed?.id ?? 0);
    expect(wait).toBeGreaterThan(MAIL_RETRY.delaySeconds - 5);
    expect(wait).toBeLessThanOrEqual(2 * MAIL_RETRY.delaySeconds);
    expect(await mailer.deliverDue()).toBe(0);
    expect(sent).toEqual([]);

    expect(await mailer.deliverDue({ ignoreBackoff: true })).toBe(1);
    expect(await mailer.deliverDue({ ignoreBackoff: true })).toBe(0);
    const [delivered] = await rowsOf();
    expect(delivered).toMatchObject({ attempts: 2, next_attempt_at: null });
    expect(delivered?.delivered_at).toBeInstanceOf(Date);
    expect(sent).toMatchObject([{ to: "b@example.test", subject: "Retried" }]);
    expect(sent[0]?.messageId).toMatch(new RegExp(`^<outbox-${delivered?.id}\\.\\d+@ship\\.example>$`));
    // The failed attempt and the delivery carry the same Message-ID: one message to the receivers.
    expect(attempted).toEqual([sent[0]?.messageId, sent[0]?.messageId]);
  });

  it("waits longer after each failure, and gives the message up after its last retry", async () => {
    const mailer = mailerWith({
      sendMail: async () => {
        throw new Error("connection refused");
      },
    });
    await mailer.enqueue(database.db, { to: "c@example.test", subject: "Down", text: "x" });
    const waits: number[] = [];
    await mailer.deliverDue();
    const [row] = await rowsOf();
    for (let i = 0; i < MAIL_RETRY.limit; i++) {
      waits.push(await nextRunInSeconds(row?.id ?? 0));
      await mailer.deliverDue({ ignoreBackoff: true });
    }
    // Each wait lies between delay x 2^n and twice that (pg-boss's jitter).
    waits.slice(0, 4).forEach((wait, n) => {
      expect(wait).toBeGreaterThan(MAIL_RETRY.delaySeconds * 2 ** n - 5);
      expect(wait).toBeLessThanOrEqual(MAIL_RETRY.delaySeconds * 2 ** (n + 1));
    });
    const [givenUp] = await rowsOf();
    expect(givenUp).toMatchObject({
      attempts: MAIL_RETRY.limit + 1,
      next_attempt_at: null,
      delivered_at: null,
    });
  });

  it("two delivery workers running at once deliver each message exactly once", async () => {
    const repository = createMailRepository(database.db);
    const sent: string[] = [];
    const smtp: TSmtpTransport = {
      async sendMail(mail) {
        // A round trip to the mail server, so the two workers overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.subject);
      },
    };
    const workers = [1, 2].map(() => mailerWith(smtp));
    for (let i = 0; i < 30; i++) {
      await workers[0]?.enqueue(database.db, { to: `e${i}@example.test`, subject: `M${i}`, text: "x" });
    }
    const counts = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const rows = await rowsOf();
    expect(rows.every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(true);
    expect(await repository.countPending()).toBe(0);
  });

  it("rows written before the queue existed get their job once, however many processes start", async () => {
    const repository = createMailRepository(database.db);
    for (const subject of ["Old 1", "Old 2"]) {
      await database.db
        .insertInto("mail_outbox")
        .values({ recipient: "g@example.test", subject, text: "x", queued_at: null })
        .execute();
    }
    const sent: string[] = [];
    const smtp: TSmtpTransport = { sendMail: async (mail) => void sent.push(mail.subject) };
    const [first, second] = [mailerWith(smtp), mailerWith(smtp)];
    const queued = await Promise.all([first?.queueUnqueued(), second?.queueUnqueued()]);
    expect((queued[0] ?? 0) + (queued[1] ?? 0)).toBe(2);
    expect(await first?.deliverDue()).toBe(2);
    expect(sent.sort()).toEqual(["Old 1", "Old 2"]);
    expect(await repository.countPending()).toBe(0);
  });
});
