/**
 * Memoises an async loader for `ttlMs` milliseconds per key. Used for reference data (countries,
 * menus, store networks, listing pages) that many requests read and that changes rarely; a TTL of 0
 * disables it. At most `maxEntries` keys are kept. A failed load is not cached.
 */
export function ttlMemo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, maxEntries = 1000): (key: K) => Promise<V> {
  if (ttlMs <= 0) return load;
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.delete(key);
    entries.set(key, { at: now, value });
    // Bounded: the oldest entries go first (listings can be asked for in many combinations).
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
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
