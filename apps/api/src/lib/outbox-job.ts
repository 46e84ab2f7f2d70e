/**
 * The delivery loop shared by the outboxes (e-mails, decision 019; pre-order shipments, decision
 * 046): rows written in a change's transaction are delivered after its commit, at least once. Each
 * API process runs one loop; rows are claimed with a lease (SKIP LOCKED in the repositories), so
 * several processes share the work and a killed process's rows become due again.
 */
export type TOutboxJob = {
  /** Call after the commit that wrote rows: the running loop delivers now, not at its next tick. */
  wake(): void;
  /** Delivers every due row once (tests drive the loop with it); answers how many were delivered. */
  deliverDue(): Promise<number>;
  /** Starts the loop: what is pending now (it survives restarts), then every tick and wake. */
  start(): void;
  /** Stops the loop and waits for the round in progress. */
  stop(): Promise<void>;
};

type TDeps<TRow> = {
  /** Takes up to `limit` due rows, moving their next attempt to `leaseUntil`. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<TRow[]>;
  /** Delivers one row and records the outcome; answers whether it was delivered. */
  deliver(row: TRow): Promise<boolean>;
  now: () => Date;
  tickMs: number;
  /** Longer than a batch can take: no other process takes a row while it is being sent. */
  leaseMs: number;
  batchSize: number;
  /** Tests only: wait before each round, to kill the process there. */
  holdMs?: number | undefined;
  logError: (error: unknown, message: string) => void;
  /** Names the loop in its log lines. */
  name: string;
};

export function createOutboxJob<TRow>(deps: TDeps<TRow>): TOutboxJob {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const at = deps.now();
      const rows = await deps.claimDue(at, new Date(at.getTime() + deps.leaseMs), deps.batchSize);
      if (rows.length === 0) return delivered;
      const results = await Promise.all(rows.map(deps.deliver));
      delivered += results.filter(Boolean).length;
    }
  }

  /** One round at a time per process; a wake during a round asks for another. */
  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        if (deps.holdMs) await new Promise((resolve) => setTimeout(resolve, deps.holdMs));
        if (!started) return;
        await deliverDue().catch((error) => deps.logError(error, `${deps.name} delivery round failed`));
      } while (again && started);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    wake() {
      if (started) run();
    },
    deliverDue,
    start() {
      if (started) return;
      started = true;
      run();
      timer = setInterval(run, deps.tickMs);
      timer.unref();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      await running;
    },
  };
}

/** first, 2 x first, 4 x first, ... capped: the wait before the next attempt after `attempts` tries. */
export function backoffMs(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);
}
