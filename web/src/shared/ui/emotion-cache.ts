import createCache from '@emotion/cache';

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
 * A fresh emotion cache (one per server render; one for the browser). In the browser its styles go
 * after the insertion point, where the document put the server's: hydrating them puts them back where they are.
 */
export function createEmotionCache(): ReturnType<typeof createCache> {
  const insertionPoint =
    typeof document === 'undefined' ? undefined : (document.getElementById(EMOTION_INSERTION_POINT) ?? undefined);
  return createCache({ key: EMOTION_KEY, prepend: true, insertionPoint });
}
