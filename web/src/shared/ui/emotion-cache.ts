import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The storefront's emotion key: not emotion's default 'css', so that the cache @emotion/react makes
 * for itself when it loads (its context's default, 'css') finds none of the page's server-rendered
 * style elements, and does not take them over (it moved the page's 20 kB sheet to the end of the head
 * before this cache moved it back).
 */
export const EMOTION_KEY = 'cc';

/** The id of the element the document writes between the global styles and the components' (pages/_document.tsx). */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * No stylis plugins (see createEmotionCache). One array for every cache: a server keeps the rules it
 * has compiled per plugin array (a WeakMap keyed by it), so an array made per cache, one per render,
 * would compile every rule on every request.
 */
const STYLIS_PLUGINS: StylisPlugin[] = [];

/**
 * A fresh emotion cache (one per server render; one for the browser). In the browser its styles go
 * after the insertion point, where the document put the server's: hydrating them puts them back where they are.
 *
 * Without emotion's default vendor prefixer (no stylis plugins): it wrote every flex rule three
 * times over for browsers of 2012 (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox`,
 * `-ms-flex-align`, ...), a third of each page's style sheet (6.3 of 20.6 kB on a category page),
 * which every page sends, parses and matches. Every browser the storefront supports (Next's
 * defaults: Chrome and Edge 111, Firefox 111, Safari 16.4) reads the standard properties; the one
 * prefix still wanted, `-webkit-text-size-adjust` for Safari on iOS, is written out in the global styles.
 */
export function createEmotionCache(): ReturnType<typeof createCache> {
  const insertionPoint =
    typeof document === 'undefined' ? undefined : (document.getElementById(EMOTION_INSERTION_POINT) ?? undefined);
  return createCache({ key: EMOTION_KEY, prepend: true, insertionPoint, stylisPlugins: STYLIS_PLUGINS });
}
