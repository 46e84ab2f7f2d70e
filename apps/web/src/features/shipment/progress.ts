// Spec §4, §9: success pages run a progress bar ticking every 100 ms; it stops at 95 on the
// order's screens (90 on the other success pages) until the confirmation is there.
export const PROGRESS_TICK_MS = 100;
export const ORDER_PROGRESS_MAX = 95;

/** One tick towards `cap`: quick at first, slower near the cap, never past it. */
export function tickProgress(current: number, cap: number = ORDER_PROGRESS_MAX): number {
  if (current >= cap) return current;
  const step = Math.max(0.25, (cap - current) * 0.04);
  return Math.min(cap, current + step);
}
