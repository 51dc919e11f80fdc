import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates `children` as a Suspense boundary of their own, in commits apart from the part around it.
 *
 * React hydrates server HTML a Suspense boundary at a time: it renders a boundary's part in slices,
 * yielding to the browser every few milliseconds, and then commits it in one go, which it cannot
 * yield in. A listing's 24 cards (about 450 elements) were one commit, a product page's details
 * below its first screen (about 300) another, a task of 20-30 ms each on a phone. In Chromium,
 * with React's production build, boundaries of their own were hydrated in commits of 15-85
 * elements (a card, a detail; measured through React's DevTools hook), and the longest React task
 * in Lighthouse's traces of a bike page fell from 26-34 ms to 18-20. Nothing here suspends, so the
 * server's HTML is never thrown away, and an event on a part not yet hydrated hydrates it at once
 * (React's selective hydration). Each boundary costs the page two HTML comments.
 */
export function HydrateApart({ children }: { children: ReactNode }): React.JSX.Element {
  return <Suspense>{children}</Suspense>;
}
