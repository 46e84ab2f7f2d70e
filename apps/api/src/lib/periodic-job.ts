/**
 * Runs `run` now, then every `intervalMs`. The timer never keeps the process alive; a run never
 * overlaps the previous one; `stop()` waits for a run under way, so the database can close after.
 * `run` reports its own outcome: a rejection here is only a missed round.
 */
export function schedulePeriodic(run: () => Promise<void>, intervalMs: number) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
