/**
 * Counts of my account's lists, kept in this process while nothing they count has changed. A key
 * holds the list's filter and the version of the rows it counts (the newest row's time, read by
 * index), so a new shipment, a paid invoice or a credit note makes a new key: the count answered
 * is always exact, and a customer with 100,000 shipments pays for counting them once, not on every
 * page (issue 12 benchmark). The count in progress is kept too: the requests that miss together
 * (ten tabs, a list just changed) share one count instead of each running its own (decision 042).
 * A failed count is forgotten. The oldest keys go first past `max`.
 */
export function createCountCache(max = 5_000) {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
      const id = JSON.stringify(key);
      const known = entries.get(id);
      if (known) return known as Promise<T>;
      const value = compute();
      entries.set(id, value);
      value.catch(() => entries.delete(id));
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
export type TCountCache = ReturnType<typeof createCountCache>;
