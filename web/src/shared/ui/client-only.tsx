import dynamic from 'next/dynamic';
import { createElement, useSyncExternalStore, type ComponentType } from 'react';

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

/**
 * A component whose code loads in the browser only (`next/dynamic` without server rendering): the
 * server renders `loading` (or nothing), and so does hydration, whenever it happens.
 *
 * `next/dynamic` alone renders the component during hydration if its code has arrived by then. The
 * layout's parts hydrate after the frame, in slices React may restart, so that code can arrive
 * first: the HTML then differs from the server's (React error 418) and React throws the part's
 * server HTML away and renders it again.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading?: () => React.JSX.Element | null,
): ComponentType<P> {
  const Loaded = dynamic(load, { ssr: false, ...(loading ? { loading } : {}) }) as ComponentType<P>;
  function ClientOnly(props: P): React.JSX.Element | null {
    const hydrated = useHydrated();
    if (!hydrated) return loading ? loading() : null;
    return createElement(Loaded, props);
  }
  return ClientOnly;
}
