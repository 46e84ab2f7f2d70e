import { useEffect, useState } from "react";
import { ORDER_PROGRESS_MAX, PROGRESS_TICK_MS, tickProgress } from "../progress.ts";

/**
 * A bar that ticks every 100 ms up to 95 while `waiting` (spec §9) and holds while not (an error
 * is shown). The caller shows 100 once the wait is over.
 */
export function useProgress(start: number, waiting: boolean): number {
  const [value, setValue] = useState(start);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(
      () => setValue((current) => tickProgress(current, ORDER_PROGRESS_MAX)),
      PROGRESS_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [waiting]);
  return value;
}
