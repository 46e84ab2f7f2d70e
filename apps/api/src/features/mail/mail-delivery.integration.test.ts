import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMailRepository } from "./mail-repository.ts";
import { createMailer, type TSmtpTransport } from "./mailer.ts";

/** The outbox's delivery job (decision 019), driven by hand with a fake clock and SMTP client. */

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
/** A clock we move by hand, a second ahead of the database's (rows are due from their insert). */
const clock = () => {
  let at = Date.now() + 1000;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};
const rowsOf = () =>
  database.db
    .selectFrom("mail_outbox")
    .select(["id", "subject", "attempts", "delivered_at", "last_error", "next_attempt_at"])
    .orderBy("id")
    .execute();

describe("e-mail outbox delivery", () => {
  it("enqueues inside the caller's transaction: a rolled-back change leaves no e-mail", async () => {
    const mailer = createMailer({
      repository: createMailRepository(database.db),
      smtp: undefined,
      from: FROM,
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.enqueue(trx, { to: "a@example.test", subject: "Lost", text: "x" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowsOf()).toEqual([]);
  });

  it("stores a message under a dedupe key once", async () => {
    const mailer = createMailer({
      repository: createMailRepository(database.db),
      smtp: undefined,
      from: FROM,
    });
    const message = { to: "a@example.test", subject: "Once", text: "x" };
    expect(await mailer.enqueue(database.db, message, { dedupeKey: "k:1" })).toBe(true);
    expect(await mailer.enqueue(database.db, message, { dedupeKey: "k:1" })).toBe(false);
    expect(await rowsOf()).toHaveLength(1);
  });

  it("without SMTP, marks the row delivered; it stays readable", async () => {
    const repository = createMailRepository(database.db);
    const mailer = createMailer({ repository, smtp: undefined, from: FROM });
    await mailer.enqueue(database.db, { to: "a@example.test", subject: "Kept", text: "x" });
    expect(await mailer.deliverDue()).toBe(1);
    expect(await mailer.deliverDue()).toBe(0);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ attempts: 1, last_error: null, next_attempt_at: null });
    expect(row?.delivered_at).toBeInstanceOf(Date);
    expect(await repository.list({ limit: 5 })).toMatchObject([{ subject: "Kept" }]);
  });

  it("retries a failed SMTP delivery later, records the error, delivers once with the same Message-ID", async () => {
    const sent: TSent[] = [];
    const attempted: string[] = [];
    let failures = 1;
    const smtp: TSmtpTransport = {
      async sendMail(mail) {
        attempted.push(mail.messageId);
        if (failures-- > 0) throw new Error("421 Service not available");
        sent.push({ to: mail.to, subject: mail.subject, messageId: mail.messageId });
      },
    };
    const time = clock();
    const mailer = createMailer({
      repository: createMailRepository(database.db),
      smtp,
      from: FROM,
      now: time.now,
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
    expect(failed?.next_attempt_at?.getTime()).toBeGreaterThan(time.now().getTime());
    // Not due yet: nothing is tried before the backoff ends.
    expect(await mailer.deliverDue()).toBe(0);
    expect(sent).toEqual([]);

    time.advance(30_000);
    expect(await mailer.deliverDue()).toBe(1);
    expect(await mailer.deliverDue()).toBe(0);
    const [delivered] = await rowsOf();
    expect(delivered).toMatchObject({ attempts: 2, next_attempt_at: null });
    expect(delivered?.delivered_at).toBeInstanceOf(Date);
    expect(sent).toMatchObject([{ to: "b@example.test", subject: "Retried" }]);
    expect(sent[0]?.messageId).toMatch(new RegExp(`^<outbox-${delivered?.id}\\.\\d+@ship\\.example>$`));
    // The failed attempt and the delivery carry the same Message-ID: one message to the receivers.
    expect(attempted).toEqual([sent[0]?.messageId, sent[0]?.messageId]);
  });

  it("waits longer after each failure", async () => {
    const smtp: TSmtpTransport = {
      sendMail: async () => {
        throw new Error("connection refused");
      },
    };
    const time = clock();
    const mailer = createMailer({
      repository: createMailRepository(database.db),
      smtp,
      from: FROM,
      now: time.now,
    });
    await mailer.enqueue(database.db, { to: "c@example.test", subject: "Down", text: "x" });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await mailer.deliverDue();
      const [row] = await rowsOf();
      const wait = (row?.next_attempt_at?.getTime() ?? 0) - time.now().getTime();
      waits.push(wait);
      time.advance(wait);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("a message taken by a process killed while sending is delivered after its lease", async () => {
    const time = clock();
    const repository = createMailRepository(database.db);
    await repository.enqueue(database.db, { to: "d@example.test", subject: "Orphan", text: "x" });
    // The first process takes it and dies before marking it delivered.
    expect(await repository.claimDue(time.now(), new Date(time.now().getTime() + 120_000), 10)).toHaveLength(
      1,
    );
    const sent: string[] = [];
    const smtp: TSmtpTransport = { sendMail: async (mail) => void sent.push(mail.messageId) };
    const mailer = createMailer({ repository, smtp, from: FROM, now: time.now });
    expect(await mailer.deliverDue()).toBe(0);
    time.advance(120_000);
    expect(await mailer.deliverDue()).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it("two delivery workers running at once deliver each message exactly once", async () => {
    const repository = createMailRepository(database.db);
    for (let i = 0; i < 30; i++) {
      await repository.enqueue(database.db, { to: `e${i}@example.test`, subject: `M${i}`, text: "x" });
    }
    const sent: string[] = [];
    const smtp: TSmtpTransport = {
      async sendMail(mail) {
        // A round trip to the mail server, so the two workers overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.subject);
      },
    };
    const workers = [1, 2].map(() =>
      createMailer({ repository: createMailRepository(database.db), smtp, from: FROM }),
    );
    const counts = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(30);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const rows = await rowsOf();
    expect(rows.every((row) => row.delivered_at !== null && row.attempts === 1)).toBe(true);
  });

  it("started, delivers what was pending at once and what a wake announces", async () => {
    const sent: string[] = [];
    const smtp: TSmtpTransport = { sendMail: async (mail) => void sent.push(mail.subject) };
    // Written by a process that stopped before delivering it.
    await createMailer({ repository: createMailRepository(database.db), smtp, from: FROM }).enqueue(
      database.db,
      { to: "f@example.test", subject: "Pending", text: "x" },
    );
    const mailer = createMailer({ repository: createMailRepository(database.db), smtp, from: FROM });
    mailer.start();
    try {
      await waitUntil(() => sent.length === 1);
      await mailer.enqueue(database.db, { to: "f@example.test", subject: "Woken", text: "x" });
      mailer.wake();
      await waitUntil(() => sent.length === 2);
    } finally {
      await mailer.stop();
    }
    expect(sent).toEqual(["Pending", "Woken"]);
  });
});

/** Polls a condition the job fulfils in the background (no fixed sleep). */
async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
