import { useCallback, useEffect, useState } from "react";
import { ORDER_PROGRESS_MAX, PROGRESS_TICK_MS, tickProgress } from "../progress.ts";

/** A bar that ticks every 100 ms up to 95 while waiting (spec §9), and jumps to 100 on `finish`. */
export function useProgress(start = 0) {
  const [value, setValue] = useState(start);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (done) return;
    const timer = setInterval(
      () => setValue((current) => tickProgress(current, ORDER_PROGRESS_MAX)),
      PROGRESS_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [done]);

  const finish = useCallback(() => {
    setDone(true);
    setValue(100);
  }, []);
  const stop = useCallback(() => setDone(true), []);

  return { value, finish, stop };
}
