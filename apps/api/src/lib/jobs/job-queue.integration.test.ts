import { createTestDatabase, type TTestDatabase } from "@ship/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createJobQueue, type TJobQueue } from "./job-queue.ts";

/**
 * The job queue (decision 054) on one database shared by several queue instances, as several API
 * processes share one PostgreSQL (PGlite here by default; PostgreSQL under `npm run test:pg`).
 */

let database: TTestDatabase;
const QUEUE = "test-jobs";
const CRON_QUEUE = "test-cron";
const started: TJobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const name of [QUEUE, CRON_QUEUE]) {
    await sql`select pgboss.create_queue(${name}, ${JSON.stringify({ policy: "stately" })}::json)`.execute(
      database.db,
    );
  }
});
afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop(1000)));
  await database.close();
});
beforeEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop(1000)));
  await sql`delete from pgboss.job where name = ${QUEUE}`.execute(database.db);
});

const queueOf = (
  options: { maintenanceSeconds?: number; cronSeconds?: { monitor: number; worker: number } } = {},
) => createJobQueue({ db: database.db, pollingSeconds: 0.5, logError: () => {}, ...options });
const jobsOf = () =>
  sql<{ state: string; retry_count: number; wait: number }>`select state::text as state, retry_count,
    extract(epoch from start_after - now())::float as wait from pgboss.job where name = ${QUEUE}`
    .execute(database.db)
    .then((result) => result.rows);

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("job queue", () => {
  it("retries a failed run after a backoff, then succeeds", async () => {
    const queue = queueOf();
    const attempts: number[] = [];
    queue.define<{ n: number }>({
      name: QUEUE,
      retry: { limit: 3, delaySeconds: 20 },
      expireInSeconds: 60,
      async run(_data, job) {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error("the mail server is down");
        return true;
      },
    });
    await queue.send(database.db, QUEUE, { n: 1 });
    expect(await queue.runDue(QUEUE)).toBe(0);
    const [waiting] = await jobsOf();
    expect(waiting).toMatchObject({ state: "retry", retry_count: 0 });
    // The backoff: the first wait is between the delay and twice it (jitter).
    expect(waiting?.wait).toBeGreaterThan(15);
    expect(waiting?.wait).toBeLessThanOrEqual(40);
    expect(await queue.runDue(QUEUE)).toBe(0);
    expect(attempts).toEqual([1]);
    expect(await queue.runDue(QUEUE, { ignoreStartAfter: true })).toBe(1);
    expect(attempts).toEqual([1, 2]);
    expect((await jobsOf())[0]).toMatchObject({ state: "completed", retry_count: 1 });
  });

  it("a job sent in a transaction that rolls back does not exist; one sent in a committed one runs", async () => {
    const queue = queueOf();
    const ran: string[] = [];
    queue.define<{ what: string }>({
      name: QUEUE,
      retry: { limit: 1, delaySeconds: 1 },
      expireInSeconds: 60,
      run: async (data) => void ran.push(data.what),
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.send(trx, QUEUE, { what: "rolled back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobsOf()).toEqual([]);
    await database.db.transaction().execute((trx) => queue.send(trx, QUEUE, { what: "committed" }));
    await queue.runDue(QUEUE);
    expect(ran).toEqual(["committed"]);
  });

  it("a job sent before its process stopped runs after the restart", async () => {
    const before = queueOf();
    before.define({
      name: QUEUE,
      retry: { limit: 1, delaySeconds: 1 },
      expireInSeconds: 60,
      run: async () => true,
    });
    await before.send(database.db, QUEUE, {});
    await before.stop();

    const ran: number[] = [];
    const after = queueOf();
    after.define({
      name: QUEUE,
      retry: { limit: 1, delaySeconds: 1 },
      expireInSeconds: 60,
      run: async () => void ran.push(Date.now()),
    });
    started.push(after);
    await after.start();
    await waitUntil(() => ran.length === 1);
    await waitUntil(async () => (await jobsOf())[0]?.state === "completed");
  });

  it("a run left active by a process that died is run again once it expires", async () => {
    // The dead process took the job (active) and never finished it.
    const dead = queueOf();
    dead.define({
      name: QUEUE,
      retry: { limit: 2, delaySeconds: 1 },
      expireInSeconds: 1,
      run: async () => true,
    });
    await dead.send(database.db, QUEUE, {});
    await sql`update pgboss.job set state = 'active', started_on = now() where name = ${QUEUE}`.execute(
      database.db,
    );

    let ran = 0;
    const survivor = queueOf({ maintenanceSeconds: 1 });
    survivor.define({
      name: QUEUE,
      retry: { limit: 2, delaySeconds: 1 },
      expireInSeconds: 1,
      run: async () => void ran++,
    });
    started.push(survivor);
    await survivor.start();
    await waitUntil(() => ran === 1, 60_000);
    await waitUntil(async () => (await jobsOf())[0]?.state === "completed");
  });

  it("two queue instances on one database never run the same periodic task at once", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const instances = [queueOf(), queueOf()];
    for (const queue of instances) {
      queue.define({
        name: QUEUE,
        cron: "* * * * *",
        retry: { limit: 1, delaySeconds: 1 },
        expireInSeconds: 60,
        async run() {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 300));
          running--;
          runs++;
          return true;
        },
      });
    }
    // Both start (each sends the task once) and are woken again and again meanwhile.
    for (const queue of instances) started.push(queue);
    await Promise.all(instances.map((queue) => queue.start()));
    for (let i = 0; i < 5; i++) {
      await Promise.all(instances.map((queue) => queue.send(database.db, QUEUE, {})));
      for (const queue of instances) queue.wake(QUEUE);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await waitUntil(async () => (await jobsOf()).every((job) => job.state === "completed"));
    expect(most).toBe(1);
    // Seven sends at most (two at start, five waves), collapsed to one waiting job at a time.
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThan(7);
    // One schedule for the queue, whichever process wrote it: pg-boss's cron sends once per minute.
    const schedules = await sql<{
      name: string;
    }>`select name from pgboss.schedule where name = ${QUEUE}`.execute(database.db);
    expect(schedules.rows).toHaveLength(1);
  });

  it("two queue instances share the jobs of one queue: each job runs once", async () => {
    const ran: number[] = [];
    const instances = [queueOf(), queueOf()];
    for (const queue of instances) {
      queue.define<{ n: number }>({
        name: QUEUE,
        batchSize: 5,
        retry: { limit: 1, delaySeconds: 1 },
        expireInSeconds: 60,
        async run(data) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          ran.push(data.n);
          return true;
        },
      });
    }
    for (let n = 0; n < 40; n++)
      await instances[0]?.send(database.db, QUEUE, { n }, { singletonKey: String(n) });
    const counts = await Promise.all(instances.map((queue) => queue.runDue(QUEUE)));
    expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(40);
    expect(ran.sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
  });

  it("a periodic task runs once per period with two queue instances on one database", async () => {
    const runs: number[] = [];
    const instances = [1, 2].map(() => queueOf({ cronSeconds: { monitor: 1, worker: 1 } }));
    for (const queue of instances) {
      queue.define({
        name: CRON_QUEUE,
        cron: "* * * * *",
        retry: { limit: 1, delaySeconds: 1 },
        expireInSeconds: 60,
        run: async () => void runs.push(Date.now()),
      });
      started.push(queue);
    }
    await Promise.all(instances.map((queue) => queue.start()));
    // The runs sent at start first; then the cron's, minute after minute.
    await waitUntil(async () => {
      const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pgboss.job
        where name = ${CRON_QUEUE} and state < 'completed'`.execute(database.db);
      return runs.length > 0 && rows[0]?.waiting === 0;
    });
    const minute = 60_000;
    const first = Math.ceil((Date.now() + 1000) / minute) * minute;
    await waitUntil(() => Date.now() > first + minute + 15_000, 3 * minute);
    const inMinute = runs.filter((at) => at >= first && at < first + minute);
    expect(inMinute).toHaveLength(1);
  }, 240_000);
});
