import dynamic from 'next/dynamic';

/**
 * The error screen for pages that show it only when something is not found (the catch-all route,
 * the blog): its code comes with those answers alone, not with every page that might give one.
 * Rendered on the server as usual; the browser loads its chunk before hydrating such a page.
 */
export const LazyErrorScreen = dynamic(() => import('./error-screen').then((m) => m.ErrorScreen));
