import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue } from "../../lib/jobs/job-queue.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createMailRepository } from "./mail-repository.ts";
import { createMailer } from "./mailer.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let hidden: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  hidden = await createTestApp({
    NODE_ENV: "production",
    DEMO_DATA: "false",
    PUBLIC_URL: "https://ship.example",
  });
});
afterAll(async () => {
  await t.close();
  await hidden.close();
});

describe("mailer (no SMTP) and development mailbox", () => {
  it("stores sent messages and lists them newest first, filtered by recipient", async () => {
    const mailer = createMailer({
      repository: createMailRepository(t.db),
      smtp: undefined,
      from: "x@y.test",
      jobs: createJobQueue({ db: t.db, pollingSeconds: 5, logError: () => {} }),
    });
    expect(mailer.transport).toBe("outbox");
    await mailer.enqueue(t.db, {
      to: "Alice@Example.test",
      subject: "First",
      text: "Hello https://x.test/a?b=1",
    });
    await mailer.enqueue(t.db, { to: "bob@example.test", subject: "<b>Second</b>", text: "Hi" });

    const json = await t.app.inject({ method: "GET", url: "/dev/mailbox?format=json&to=alice@example.test" });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject([{ to: "Alice@Example.test", subject: "First" }]);

    const page = await t.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("&lt;b&gt;Second&lt;/b&gt;");
    expect(page.body).toContain('<a href="https://x.test/a?b=1">');
    expect(page.body.indexOf("Second")).toBeLessThan(page.body.indexOf("First"));

    // Their delivery jobs wait in the queue (decision 054): /metrics counts them, then none after delivery.
    const waiting = async () => {
      const metrics = (await t.app.inject({ method: "GET", url: "/metrics" })).body;
      return Number(
        /^job_queue_jobs\{queue="mail-delivery",state="created"\} (\d+)$/m.exec(metrics)?.[1] ?? 0,
      );
    };
    expect(await waiting()).toBe(2);
    expect(await mailer.deliverDue()).toBe(2);
    expect(await waiting()).toBe(0);
  });

  it("refuses a bad query and is absent in production", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/dev/mailbox?format=xml" });
    expect(bad.statusCode).toBe(400);
    const none = await hidden.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(none.statusCode).toBe(404);
  });
});
