/**
 * The order of a user's contacts for one search and sort column, kept in this process under the
 * version of the user's book (migration 0027: bumped by triggers on every write, whoever writes).
 * A page of the list is then a slice of this order and one primary-key read of its rows, whatever
 * its offset; the total is the order's length, exact like the count it replaces (issue 13
 * benchmark: 50,000 contacts, far pages and broad searches at p99 <= 30 ms; decision 039
 * addendum). A new version makes a new key, so a change is seen at once; an API node that lacks a
 * key computes it, so several nodes stay correct.
 *
 * Only the ascending order is kept: with the id breaking ties in the same direction, the
 * descending order is exactly its reverse. The orders being computed are shared by the requests
 * that miss together; a failed one is forgotten. Past `maxIds` ids held (4 bytes each), the least
 * recently used orders go first.
 */
export function createContactOrderCache(maxIds = 4_000_000) {
  const entries = new Map<string, Promise<Int32Array>>();
  const sizes = new Map<string, number>();
  let held = 0;

  function evict() {
    for (const [key, size] of sizes) {
      if (held <= maxIds) return;
      sizes.delete(key);
      entries.delete(key);
      held -= size;
    }
  }

  return {
    get(key: readonly unknown[], compute: () => Promise<Int32Array>): Promise<Int32Array> {
      const id = JSON.stringify(key);
      const known = entries.get(id);
      if (known) {
        // Used again: moved to the end, the last to be evicted.
        entries.delete(id);
        entries.set(id, known);
        const size = sizes.get(id);
        if (size !== undefined) {
          sizes.delete(id);
          sizes.set(id, size);
        }
        return known;
      }
      const order = compute();
      entries.set(id, order);
      order.then(
        (ids) => {
          if (entries.get(id) !== order) return;
          sizes.set(id, ids.length);
          held += ids.length;
          evict();
        },
        () => entries.delete(id),
      );
      return order;
    },
  };
}
export type TContactOrderCache = ReturnType<typeof createContactOrderCache>;

/** The page of an ascending order: `limit` ids from `offset`, read from the end when descending. */
export function pageOf(
  order: Int32Array,
  direction: "asc" | "desc",
  offset: number,
  limit: number,
): number[] {
  if (direction === "asc") return Array.from(order.subarray(offset, offset + limit));
  const end = Math.max(order.length - offset, 0);
  return Array.from(order.subarray(Math.max(end - limit, 0), end)).reverse();
}
