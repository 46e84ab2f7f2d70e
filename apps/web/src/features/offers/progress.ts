// Spec §4/§9: the rating progress ticks every 100 ms up to 95; 100 only once the answer is there.
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_WAITING_MAX = 95;

/**
 * One tick of the bar while the carriers are asked: quick at first, slower as it nears 95, so a
 * slow rating never looks finished before its answer arrives.
 */
export function nextProgress(current: number): number {
  const step = Math.max(0.5, (PROGRESS_WAITING_MAX - current) * 0.08);
  return Math.min(PROGRESS_WAITING_MAX, current + step);
}
