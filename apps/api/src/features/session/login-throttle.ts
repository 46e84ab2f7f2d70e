/**
 * Anti-automation on login (ASVS 6.3.1): attempts are counted per account and per client address
 * in a 15-minute window. An attempt is taken (counted) before the password is checked, in one
 * atomic statement, so that no more than `free` passwords are ever checked for a key, whatever the
 * concurrency and across API processes (decision 022). The attempt that uses the last free one
 * locks the key at once for 30 s; after a lock one more attempt is let through, locking again for
 * a delay that doubles, up to 15 minutes. The counters live in the database so that every API
 * process sees them. The statement is in login-throttle-repository.ts.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const BASE_LOCK_MS = 30_000;
export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 20;

export type TThrottleKey = { key: string; free: number };

export function throttleKeys(email: string, address: string): [TThrottleKey, TThrottleKey] {
  return [
    { key: `account:${email.toLowerCase()}`, free: ACCOUNT_FREE_FAILURES },
    { key: `address:${address}`, free: ADDRESS_FREE_FAILURES },
  ];
}
