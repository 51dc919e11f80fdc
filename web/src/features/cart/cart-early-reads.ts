import { callCartShim, type CartShimAnswer } from './cart-api';

/** The reads started as the page's code loaded, by shim and storefront, each handed out once. */
const started = new Map<string, Promise<CartShimAnswer>>();
const keyOf = (name: string, locale: string) => `${locale}|${name}`;

/**
 * Starts a cart read when the page's code loads in the browser, before the page has hydrated,
 * instead of from the effect that wants it afterwards. The cart page starts its delivery text this
 * way: it used to be asked for only once the cart had arrived and rendered, a second round trip in
 * line before the page's largest text could paint. (The cart itself still loads after the page
 * rendered, from the provider's effect, as spec §2 has it.) Only reads (GETs) start early; a
 * failure reaches whoever takes it.
 */
export function startCartReads(locale: string, names: readonly ('fetch-cart' | 'delivery-info')[]): void {
  if (typeof window === 'undefined') return;
  for (const name of names) {
    const key = keyOf(name, locale);
    if (started.has(key)) continue;
    const read = callCartShim(name, locale);
    // Handled here too, so a read nobody takes (the shopper left at once) reports nothing.
    read.catch(() => undefined);
    started.set(key, read);
  }
}

/** The early read of `name` for this storefront, once; null when none was started (or it was taken). */
export function takeCartRead(name: 'fetch-cart' | 'delivery-info', locale: string): Promise<CartShimAnswer> | null {
  const key = keyOf(name, locale);
  const read = started.get(key) ?? null;
  started.delete(key);
  return read;
}
