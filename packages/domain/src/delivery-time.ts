// Spec §2/§9: an expected delivery time of 23:00 or later reads 'during the day', else 'before {time}'.
export const DURING_THE_DAY_FROM = "23:00";

/** Times are 'HH:MM', so they compare as text. */
export function isDuringTheDay(time: string): boolean {
  return time >= DURING_THE_DAY_FROM;
}
