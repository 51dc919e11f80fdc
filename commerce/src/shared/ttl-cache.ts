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
