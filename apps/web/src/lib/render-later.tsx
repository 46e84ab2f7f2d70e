import { type ReactNode, startTransition, useEffect, useRef, useState } from "react";

/**
 * A new task: what follows runs after the browser has had the main thread (a paint, an input).
 * Lighthouse's mobile blocking time counts every task longer than 50 ms at 4x the CPU time seen
 * on the machine (decision 063): work split across tasks does not count, work in one task does.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Should a part's render wait long (a catalog it suspends on), the next part does not wait for it. */
const TURN_AT_THE_LATEST_MS = 1000;

/** The turn of the last `RenderLater` mounted: each part is shown once the previous one is committed. */
let previousTurn: Promise<void> = Promise.resolve();

/**
 * Renders `children` after the page around them is committed, in a task and a commit of their own
 * (decision 063): for what is below the first screen or not its largest part, so that no single
 * commit makes a long task. Several parts are shown one after the other, in the order they were
 * mounted, each as a transition (React slices its render too).
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const endTurn = useRef<() => void>(undefined);
  useEffect(() => {
    let live = true;
    const turn = previousTurn.then(nextTask).then(
      () =>
        new Promise<void>((resolve) => {
          endTurn.current = resolve;
          setTimeout(resolve, TURN_AT_THE_LATEST_MS);
          if (live) startTransition(() => setShown(true));
          else resolve();
        }),
    );
    previousTurn = turn;
    return () => {
      live = false;
      endTurn.current?.();
    };
  }, []);
  useEffect(() => {
    if (shown) endTurn.current?.();
  }, [shown]);
  return shown ? children : null;
}
