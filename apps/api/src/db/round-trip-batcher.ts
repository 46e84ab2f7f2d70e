import DataLoader from "dataloader";

/**
 * Gathers the calls made while the current batch of I/O callbacks runs (requests that arrived
 * together) and sends them as one database round trip. Under load, each round trip to PostgreSQL
 * costs far more in socket writes and context switches than the rows it carries, so fifty
 * concurrent session lookups become one `where id in (...)`. Nothing is cached between batches:
 * every call still reads (or writes) the database, only fewer times.
 */
export function createRoundTripBatcher<K, V>(
  run: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  options: { maxBatchSize?: number; keyOf?: (key: K) => unknown } = {},
): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V, unknown>(run, {
    cache: false,
    maxBatchSize: options.maxBatchSize ?? 100,
    // After the I/O phase, not on the next tick: requests read in the same phase share a batch.
    batchScheduleFn: (callback) => setImmediate(callback),
    ...(options.keyOf ? { cacheKeyFn: options.keyOf } : {}),
  });
  return (key) => loader.load(key);
}
