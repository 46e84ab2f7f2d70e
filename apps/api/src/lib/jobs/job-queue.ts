import { type Database, sqlExecutorOf, sqlExecutorOfDatabase } from "@ship/db";
import type { Kysely } from "kysely";
import PgBoss from "pg-boss";
import type { TExecutor, TTransaction } from "../../db/unit-of-work.ts";

/**
 * The job queue (decision 054): pg-boss on the app's own database, PostgreSQL or PGlite, through
 * one `executeSql` (packages/db raw-sql.ts). Every queue is `stately` (migration 0038): per
 * singleton key at most one job waiting and one running, across every API process, so a row or a
 * periodic task never runs twice at once. A failed run is retried with exponential backoff; a
 * job is a row, so it survives restarts; a process that dies mid-run leaves its job `active` until
 * `expireInSeconds`, then pg-boss's maintenance (on any process) retries it.
 */

/** What a run knows of its job: the last allowed attempt may decide what the failure means. */
export type TJobRun = { attempt: number; lastAttempt: boolean };

export type TJobDefinition<TData> = {
  /** A queue created by a migration (0038). */
  name: string;
  /** Throws to be retried; answers false when there was nothing to do (the tests' counts). */
  run(data: TData, job: TJobRun): Promise<boolean | undefined>;
  /** Retries after the first attempt; the waits are about delaySeconds x 1, 2, 4, ... (with jitter). */
  retry: { limit: number; delaySeconds: number };
  /** Longer than one run can take: a run still active after this (its process died) is retried. */
  expireInSeconds: number;
  /** How long a job waiting for its turn is kept (pg-boss archives older ones); default 14 days. */
  retentionDays?: number;
  /** Jobs one process runs side by side. */
  batchSize?: number;
  /** A periodic task: run at start, then on this cron (pg-boss schedules it once for all processes). */
  cron?: string;
  /** Tests only: this process's worker starts this late, so a test can kill the process before it. */
  holdMs?: number;
};

export type TSendOptions = { singletonKey?: string; startAfterSeconds?: number } & Partial<
  Pick<TJobDefinition<unknown>, "retry" | "retentionDays">
>;

type TDeps = {
  /** The database (the queue's own statements, its workers, its maintenance). */
  db: Kysely<Database>;
  /** How often an idle worker looks for due jobs; a wake after a commit does not wait for it. */
  pollingSeconds: number;
  /** How often pg-boss's maintenance runs (retries runs whose process died); default 30 s. */
  maintenanceSeconds?: number;
  /** Tests only: how often pg-boss checks its cron and sends what is due (default 30 s and 5 s). */
  cronSeconds?: { monitor: number; worker: number };
  logError: (error: unknown, message: string) => void;
};

type TBossJob = PgBoss.JobWithMetadata<unknown>;

function sendOptionsOf(definition: TJobDefinition<never>, options: TSendOptions): PgBoss.SendOptions {
  const retry = options.retry ?? definition.retry;
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.expireInSeconds,
    retentionDays: options.retentionDays ?? definition.retentionDays ?? 14,
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
  };
}

/** Runs one fetched job; a failure is recorded (retry with backoff, or failed) on the job itself. */
async function runOne(
  boss: PgBoss,
  definition: TJobDefinition<never>,
  job: TBossJob,
  logError: TDeps["logError"],
): Promise<boolean> {
  const attempt = job.retryCount + 1;
  try {
    const done = await definition.run(job.data as never, {
      attempt,
      lastAttempt: job.retryCount >= job.retryLimit,
    });
    await boss.complete(definition.name, job.id);
    return done !== false;
  } catch (error) {
    logError(error, `job ${definition.name} ${job.id} failed (attempt ${attempt})`);
    await boss.fail(definition.name, job.id, {
      message: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

export function createJobQueue(deps: TDeps) {
  const definitions = new Map<string, TJobDefinition<never>>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | undefined;
  let running = false;
  const database = sqlExecutorOfDatabase(deps.db);
  const holds = new Set<NodeJS.Timeout>();

  /** The pg-boss instance, created at first use (tests run jobs without starting it). */
  function bossOf(): PgBoss {
    boss ??= new PgBoss({
      db: database,
      // Installed by migrateToLatest (packages/db job-queue-schema.ts).
      migrate: false,
      // Runs left active by a dead process are retried soon after they expire.
      maintenanceIntervalSeconds: deps.maintenanceSeconds ?? 30,
      ...(deps.cronSeconds
        ? {
            cronMonitorIntervalSeconds: deps.cronSeconds.monitor,
            cronWorkerIntervalSeconds: deps.cronSeconds.worker,
          }
        : {}),
    } as PgBoss.ConstructorOptions);
    return boss;
  }

  function definitionOf(name: string): TJobDefinition<never> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job queue named ${name}`);
    return definition;
  }

  async function fetchDue(name: string, ignoreStartAfter = false): Promise<TBossJob[]> {
    const batchSize = definitionOf(name).batchSize ?? 1;
    return (await bossOf().fetch(name, {
      batchSize,
      includeMetadata: true,
      ignoreStartAfter,
    } as PgBoss.FetchOptions & { includeMetadata: true })) as TBossJob[];
  }

  async function startWorker(definition: TJobDefinition<never>): Promise<void> {
    const id = await bossOf().work(
      definition.name,
      {
        batchSize: definition.batchSize ?? 1,
        includeMetadata: true,
        pollingIntervalSeconds: deps.pollingSeconds,
      },
      async (jobs: TBossJob[]) => {
        await Promise.all(jobs.map((job) => runOne(bossOf(), definition, job, deps.logError)));
      },
    );
    workerIds.set(definition.name, id);
  }

  return {
    define<TData>(definition: TJobDefinition<TData>): void {
      definitions.set(definition.name, definition as TJobDefinition<never>);
    },

    /**
     * Sends a job with `executor`: the caller's transaction (sqlExecutorOf(trx)), so a rolled-back
     * change sends nothing and a committed one cannot lose its job. Answers false when a job with
     * the same singleton key is already waiting (the queue is stately).
     */
    async send(executor: TExecutor, name: string, data: object, options: TSendOptions = {}) {
      const definition = definitionOf(name);
      const id = await bossOf().send(name, data, {
        ...sendOptionsOf(definition, options),
        db: sqlExecutorOf(executor),
      });
      return id !== null;
    },

    /** Runs `work` in `executor` if it is a transaction, else in a new one: a row and its job commit together. */
    inTransaction<T>(executor: TExecutor, work: (trx: TTransaction) => Promise<T>): Promise<T> {
      return executor.isTransaction ? work(executor as TTransaction) : executor.transaction().execute(work);
    },

    /** A new transaction on the database. */
    transaction<T>(work: (trx: TTransaction) => Promise<T>): Promise<T> {
      return deps.db.transaction().execute(work);
    },

    /** After the commit that sent a job: this process's worker looks now, not at its next poll. */
    wake(name: string): void {
      const id = workerIds.get(name);
      if (id && running) bossOf().notifyWorker(id);
    },

    /**
     * Starts the workers of every defined queue, pg-boss's maintenance (expired runs retried, old
     * jobs archived) and its cron; each periodic task is also sent now (stately: the processes
     * starting together add one waiting job between them).
     */
    async start(): Promise<void> {
      const instance = bossOf();
      instance.on("error", (error) => deps.logError(error, "job queue error"));
      await instance.start();
      running = true;
      for (const definition of definitions.values()) {
        if (definition.holdMs) {
          const hold = setTimeout(() => {
            holds.delete(hold);
            if (running) void startWorker(definition);
          }, definition.holdMs);
          holds.add(hold);
        } else {
          await startWorker(definition);
        }
        if (definition.cron) {
          const options = sendOptionsOf(definition, {});
          await instance.schedule(definition.name, definition.cron, {}, options);
          await instance.send(definition.name, {}, options);
        }
      }
    },

    /** Stops fetching and waits (up to `timeoutMs`) for the runs under way; unfinished ones are retried. */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!running || !boss) return;
      running = false;
      for (const hold of holds) clearTimeout(hold);
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },

    /**
     * Runs the due jobs of one queue here and now, as a worker would (tests, the command line);
     * `ignoreStartAfter` takes jobs waiting out a backoff too. Answers how many runs did something.
     */
    async runDue(name: string, options: { ignoreStartAfter?: boolean } = {}): Promise<number> {
      const definition = definitionOf(name);
      let done = 0;
      for (;;) {
        const jobs = await fetchDue(name, options.ignoreStartAfter);
        if (jobs.length === 0) return done;
        const results = await Promise.all(
          jobs.map((job) => runOne(bossOf(), definition, job, deps.logError)),
        );
        const round = results.filter(Boolean).length;
        done += round;
        // Jobs taken early fail again at once: stop after a round where none succeeded.
        if (options.ignoreStartAfter && round === 0) return done;
      }
    },

    /** Jobs per queue waiting (created or retry), running and failed: the /metrics gauges. */
    async counts(): Promise<{ name: string; state: string; size: number }[]> {
      const { rows } = await database.executeSql(
        "select name, state::text as state, count(*)::int as size from pgboss.job where name not like '\\_\\_pgboss%' group by name, state",
      );
      return rows as { name: string; state: string; size: number }[];
    },
  };
}
export type TJobQueue = ReturnType<typeof createJobQueue>;
