import { callCartShim, type CartShimAnswer } from '../../cart-api';

/** The read started when the cart page's code loaded, and its storefront; handed out once. */
let early: { locale: string; read: Promise<CartShimAnswer> } | null = null;

/**
 * Starts reading the delivery text when the cart page's code loads in the browser, before the page
 * has hydrated. The delivery line (delivery-info.tsx) used to ask for it only once the cart had
 * arrived and rendered, a second round trip in line before the page's largest text could paint;
 * now it travels beside the cart's own read. (The cart itself still loads after the page rendered,
 * as spec §2 has it.) With an empty cart the line never shows and the read goes unused.
 */
export function startDeliveryInfoRead(locale: string): void {
  if (typeof window === 'undefined' || early) return;
  const read = callCartShim('delivery-info', locale);
  // Handled here too, so a read nobody takes reports nothing; whoever takes it gets the failure.
  read.catch(() => undefined);
  early = { locale, read };
}

/** The early read for this storefront, once; null when none was started, it was taken, or it was for the other storefront. */
export function takeDeliveryInfoRead(locale: string): Promise<CartShimAnswer> | null {
  const taken = early;
  early = null;
  return taken && taken.locale === locale ? taken.read : null;
}
