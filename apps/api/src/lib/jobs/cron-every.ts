const HOUR_DIVISORS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const DAY_DIVISORS = [1, 2, 3, 4, 6, 8, 12];

/**
 * The cron of a task run every `minutes` (pg-boss schedules by cron, to the minute): the period is
 * rounded down to one that divides the hour (or the day), so the runs stay evenly spaced: 45 ->
 * every 30 minutes, 90 -> every hour, anything from a day up -> daily at midnight UTC.
 */
export function cronEvery(minutes: number): string {
  if (minutes < 60) {
    const step = HOUR_DIVISORS.filter((divisor) => divisor <= Math.max(1, minutes)).at(-1) ?? 1;
    return step === 1 ? "* * * * *" : `*/${step} * * * *`;
  }
  if (minutes >= 24 * 60) return "0 0 * * *";
  const step = DAY_DIVISORS.filter((divisor) => divisor <= minutes / 60).at(-1) ?? 1;
  return step === 1 ? "0 * * * *" : `0 */${step} * * *`;
}
