import type { NamespaceLoaders } from '../../shared/i18n/lazy-namespace';

/**
 * The cart's texts for each storefront language, for the cart drawer on the pages that do not send
 * them (every page but the cart and bike review pages: the header needs only the `shell` namespace's few). Imported
 * by the drawer's chunk only, so each file is a chunk of its own loaded when the drawer first opens.
 */
export const CART_TEXTS: NamespaceLoaders = {
  'en-GB': () => import('../../../public/locales/en-GB/cart.json'),
  'de-DE': () => import('../../../public/locales/de-DE/cart.json'),
};
