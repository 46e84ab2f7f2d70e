/**
 * A map for caches that forgets its oldest entries once it holds more than `maxEntries` entries or
 * more than `maxBytes` (the sum of each entry's estimated size, `sizeOf`): a cache of big values is
 * bounded by the memory it holds, not only by how many values (issue 33).
 */
export function createBoundedMap<K, V>(options: {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (key: K, value: V) => number;
}) {
  const entries = new Map<K, { value: V; bytes: number }>();
  let bytes = 0;

  function remove(key: K): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  return {
    get(key: K): V | undefined {
      return entries.get(key)?.value;
    },
    set(key: K, value: V): void {
      remove(key);
      const size = options.sizeOf(key, value);
      if (size > options.maxBytes) return;
      // Oldest first: a Map iterates in insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size < options.maxEntries && bytes + size <= options.maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, bytes: size });
      bytes += size;
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** The estimated bytes held. */
    get bytes() {
      return bytes;
    },
  };
}
