// Spec §9: the progress bar ticks every 100 ms and stays at most 95 until the offers are there.
// Issue 3: it follows the real progress of rating: it never passes the share of carriers that
// have answered (streamed by POST /rate), so a slow carrier holds the bar back.
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_WAITING_MAX = 95;
/** Where the bar may go once the request is sent, before any carrier has answered. */
export const PROGRESS_SENT = 5;

/** The highest value the bar may show once `done` of `total` carriers have answered. */
export function ratingProgressCap(done: number, total: number): number {
  if (total <= 0) return PROGRESS_SENT;
  const share = Math.min(1, Math.max(0, done / total));
  return PROGRESS_SENT + (PROGRESS_WAITING_MAX - PROGRESS_SENT) * share;
}

/** One tick of the bar towards its cap: quick at first, slower as it nears it; never backwards. */
export function nextProgress(current: number, cap: number): number {
  if (current >= cap) return current;
  const step = Math.max(0.5, (cap - current) * 0.2);
  return Math.min(cap, current + step);
}
