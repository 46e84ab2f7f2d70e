/**
 * The pre-order lists this process last answered, per user and query, as JSON text with the
 * service's ETag (the merchant's list version, bumped in the transaction of every change there:
 * decision 045 addendum). A list asked again goes to the service with If-None-Match; while nothing
 * changed the service reads one row and answers 304, and the kept text is sent as it is, with no
 * list query, no parse and no serialization (issue 15 benchmark: 10,000 pre-orders, p99 <= 30 ms).
 * A node that lacks an entry asks for the list, so several API nodes stay correct.
 *
 * Past `maxChars` characters held, the least recently used lists go first.
 */
export function createPreorderListCache(maxChars = 32_000_000) {
  const entries = new Map<string, { etag: string; json: string }>();
  let held = 0;

  return {
    get(key: readonly unknown[]): { etag: string; json: string } | undefined {
      const id = JSON.stringify(key);
      const entry = entries.get(id);
      if (entry) {
        // Used again: moved to the end, the last to be evicted.
        entries.delete(id);
        entries.set(id, entry);
      }
      return entry;
    },
    set(key: readonly unknown[], etag: string, json: string): void {
      const id = JSON.stringify(key);
      const old = entries.get(id);
      if (old) held -= old.json.length;
      entries.delete(id);
      entries.set(id, { etag, json });
      held += json.length;
      for (const [oldest, entry] of entries) {
        if (held <= maxChars) return;
        entries.delete(oldest);
        held -= entry.json.length;
      }
    },
  };
}
export type TPreorderListCache = ReturnType<typeof createPreorderListCache>;
