import createCache from '@emotion/cache';

/** A fresh emotion cache (one per server render; one for the browser), styles prepended. */
export const createEmotionCache = () => createCache({ key: 'css', prepend: true });
