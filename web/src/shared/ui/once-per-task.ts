/**
 * A browser read made at most once per task: the first call in a task reads, later calls in the
 * same task get that value, and the next task reads again. For the snapshots of
 * `useSyncExternalStore`, which React asks for several times per render of every part that uses
 * them, when the read itself is not free (`document.cookie`, `localStorage`). One render sees one
 * value; a change is seen by the next task's render.
 */
export function oncePerTask<T>(read: () => T): () => T {
  let known = false;
  let value: T;
  return () => {
    if (!known) {
      value = read();
      known = true;
      queueMicrotask(() => {
        known = false;
      });
    }
    return value;
  };
}
