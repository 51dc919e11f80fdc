import dynamic from 'next/dynamic';
import { createElement, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates what the server rendered, true afterwards. React
 * reads a store's server snapshot while hydrating, so a part hydrated late (a Suspense boundary of
 * the layout, after the page's frame) still sees false there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Parts hydrated as placeholders, shown one per task, first hydrated first (see clientOnly). */
const waiting: Array<() => void> = [];
function showNext(): void {
  waiting.shift()?.();
  if (waiting.length) setTimeout(showNext, 0);
}
function showInATaskOfItsOwn(show: () => void): void {
  if (waiting.push(show) === 1) setTimeout(showNext, 0);
}

/**
 * A component whose code loads in the browser only (`next/dynamic` without server rendering): the
 * server renders `loading` (or nothing), and so does hydration, whenever it happens.
 *
 * `next/dynamic` alone renders the component during hydration if its code has arrived by then. The
 * layout's parts hydrate after the frame, in slices React may restart, so that code can arrive
 * first: the HTML then differs from the server's (React error 418) and React throws the part's
 * server HTML away and renders it again.
 *
 * Once hydrated, React re-renders every such part at once and synchronously (the store's snapshot
 * changed), and each then starts loading its code (next/dynamic: timers, a script element, a
 * fetch): on a product page, with the finance parts, the toasts and the consent banner, a task of
 * 30-40 ms on a phone. A part that was hydrated is therefore shown a task after the page, each in a
 * task of its own; one mounted later (a page opened in the browser) is shown at once.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading?: () => React.JSX.Element | null,
): ComponentType<P> {
  const Loaded = dynamic(load, { ssr: false, ...(loading ? { loading } : {}) }) as ComponentType<P>;
  function ClientOnly(props: P): React.JSX.Element | null {
    const hydrated = useHydrated();
    const [shown, setShown] = useState(hydrated);
    useEffect(() => {
      // Unmounted meanwhile: React ignores the update.
      if (hydrated && !shown) showInATaskOfItsOwn(() => setShown(true));
    }, [hydrated, shown]);
    if (!shown) return loading ? loading() : null;
    return createElement(Loaded, props);
  }
  return ClientOnly;
}
