/**
 * Memoises an async loader for `ttlMs` milliseconds per key. Used for reference data (countries,
 * menus, store networks) that every page reads and that changes rarely; a TTL of 0 disables it.
 * A failed load is not cached.
 */
export function ttlMemo<K, V>(load: (key: K) => Promise<V>, ttlMs: number): (key: K) => Promise<V> {
  if (ttlMs <= 0) return load;
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
