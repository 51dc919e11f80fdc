/**
 * Where a guest's saved products live in the browser, and the event that says they changed: apart
 * from their rules (saved-products.rules.ts) because every product card's heart reads them up front.
 */

/** The browser's key for a guest's saved products (skus, newest first; absent when there are none). */
export const GUEST_PRODUCTS_KEY = 'cadence.savedProducts.v1';

/** Sent on `window` when this tab changes a guest's saved products ('storage' tells the other tabs). */
export const GUEST_PRODUCTS_CHANGED = 'cadence:saved-products';
