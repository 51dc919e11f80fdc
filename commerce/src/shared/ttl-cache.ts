/**
 * Memoises an async loader for `ttlMs` milliseconds per key. Used for reference data (countries,
 * menus, store networks, listing pages) that many requests read and that changes rarely; a TTL of 0
 * disables it. At most `maxEntries` keys are kept. What `load` answers is resolved once and the result is
 * held, so a lazy thenable (a query builder, which runs again each time it is awaited) runs once. A failed load is not cached. `keyOf` names the
 * key of a structured argument (a typed query), so equal queries share an entry.
 */
export function ttlMemo<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  options: { maxEntries?: number; keyOf?: (key: K) => unknown } = {},
): (key: K) => Promise<V> {
  if (ttlMs <= 0) return load;
  const { maxEntries = 1000, keyOf = (k: K) => k } = options;
  const entries = new Map<unknown, { at: number; value: Promise<V> }>();
  return (arg: K) => {
    const key = keyOf(arg);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    // Settled once: a lazy thenable (a query builder runs its SQL on every `then`) is held as its result.
    const value = Promise.resolve(load(arg));
    entries.delete(key);
    entries.set(key, { at: now, value });
    // Bounded: the oldest entries go first (listings can be asked for in many combinations).
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    value.catch(() => entries.delete(key));
    return value;
  };
}

/**
 * Batch form of {@link ttlMemo}: answers a batch of keys from memory where it can and loads only
 * the missing ones, in one call. For per-item data many requests read (a product's options and
 * images on listing pages). A TTL of 0 passes every batch straight through.
 */
export function ttlBatchMemo<K, V>(
  loadMany: (keys: K[]) => Promise<V[]>,
  ttlMs: number,
  maxEntries = 5000,
): (keys: readonly K[]) => Promise<V[]> {
  if (ttlMs <= 0) return (keys) => loadMany([...keys]);
  const entries = new Map<K, { at: number; value: V }>();
  return async (keys) => {
    const now = Date.now();
    const missing = [...new Set(keys.filter((k) => !(now - (entries.get(k)?.at ?? -Infinity) < ttlMs)))];
    if (missing.length) {
      const loaded = await loadMany(missing);
      missing.forEach((key, i) => {
        entries.delete(key);
        entries.set(key, { at: now, value: loaded[i] as V });
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    }
    return keys.map((k) => (entries.get(k) as { value: V }).value);
  };
}
