import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { loaderPrelude } from './script-loader';

/**
 * Next's route manifests after the page, not with it.
 *
 * The pages router puts `_buildManifest.js` (every route's chunks, the rewrites: about 2 kB gzipped
 * here) and `_ssgManifest.js` among each page's first-load scripts. Only a client-side navigation or
 * a prefetch reads them (`getClientBuildManifest`, `PageLoader.promisedSsgManifest` wait for them
 * to arrive); rendering and hydrating the page do not. Here they are fetched once the page has
 * loaded and the browser is idle, or at the shopper's first pointer, touch, key or focus if that
 * comes first (so a hover's prefetch or a click never waits long). A navigation asked for before
 * they arrive waits for them, as Next's router does for any script still loading.
 */

/** The scripts this moves: Next's build and SSG manifests (`static/<build id>/_…Manifest.js`). */
const AFTER_LOAD = /\/_(?:build|ssg)Manifest\.js(?:\?|$)/;

/** Longest the browser may stay busy before the manifests are asked for anyway (ms). */
export const MANIFESTS_IDLE_TIMEOUT_MS = 2000;

/** The inline loader for `sources`: short ES5, hashed into the page's script policy by the server. */
export function manifestsLoader(sources: readonly string[]): string {
  return (
    `(function(w,d){${loaderPrelude(sources)}` +
    `function idle(){w.requestIdleCallback?w.requestIdleCallback(go,{timeout:${MANIFESTS_IDLE_TIMEOUT_MS}}):w.setTimeout(go,1)}` +
    `if(d.readyState==='complete')idle();else w.addEventListener('load',idle)})(window,document)`
  );
}

/**
 * The scripts Next renders for a page, with the manifests taken out and one inline loader, at the
 * end, that fetches them after the page (in the same order). Everything else is kept as it is.
 */
export function manifestsAfterLoad(elements: readonly ReactNode[] | null | undefined): ReactElement[] {
  const kept: ReactElement[] = [];
  const later: string[] = [];
  for (const element of Children.toArray(elements ?? [])) {
    if (!isValidElement(element)) continue;
    const src = element.type === 'script' ? (element.props as { src?: unknown }).src : undefined;
    if (typeof src === 'string' && AFTER_LOAD.test(src)) later.push(src);
    else kept.push(element);
  }
  if (later.length === 0) return kept;
  return [...kept, <script key="manifests-after-load" dangerouslySetInnerHTML={{ __html: manifestsLoader(later) }} />];
}
