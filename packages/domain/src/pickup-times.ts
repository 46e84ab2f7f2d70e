import { CLOSE_TIME_RANGE, listQuarterHours, READY_TIME_RANGE } from "./account-settings.ts";

// Spec §9: default ready time 11:00, default close time 17:00 (ranges in account-settings.ts).
export const DEFAULT_PICKUP_READY_TIME = "11:00";
export const DEFAULT_PICKUP_CLOSE_TIME = "17:00";

export type TPickupTimeError = "validation.required" | "order.pickup_time_invalid";

/** Spec §9: ready times 08:00 to 14:00, every 15 minutes. */
export function listPickupReadyTimes(): string[] {
  return listQuarterHours(READY_TIME_RANGE.from, READY_TIME_RANGE.to);
}

/** Spec §9: close times 16:00 to 20:00, every 15 minutes. */
export function listPickupCloseTimes(): string[] {
  return listQuarterHours(CLOSE_TIME_RANGE.from, CLOSE_TIME_RANGE.to);
}

const READY_TIMES = new Set(listPickupReadyTimes());
const CLOSE_TIMES = new Set(listPickupCloseTimes());

/** Checks a pickup window: each time is 'HH:MM', on a quarter hour, inside its range. */
export function validatePickupWindow(window: { ready_time?: string; close_time?: string }): {
  ready_time?: TPickupTimeError;
  close_time?: TPickupTimeError;
} {
  const errors: { ready_time?: TPickupTimeError; close_time?: TPickupTimeError } = {};
  const { ready_time: ready, close_time: close } = window;
  if (!ready) errors.ready_time = "validation.required";
  else if (!READY_TIMES.has(ready)) errors.ready_time = "order.pickup_time_invalid";
  if (!close) errors.close_time = "validation.required";
  else if (!CLOSE_TIMES.has(close)) errors.close_time = "order.pickup_time_invalid";
  return errors;
}
