import type { pushEcommerce } from './ecommerce';

/**
 * pushEcommerce, with its code (the item fields and the price rule) loaded when the first event is
 * sent rather than with the page: a category page's first load does without it, and its list view
 * and clicks are told as ever, a moment later.
 */
export function sendEcommerce(...event: Parameters<typeof pushEcommerce>): void {
  void import('./ecommerce').then((module) => module.pushEcommerce(...event));
}
