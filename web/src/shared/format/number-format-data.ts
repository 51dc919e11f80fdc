import { loadNumberFormatData } from './format.rules';

let scheduled = false;

/**
 * For a module whose components show prices as the page hydrates (a product's price, the
 * configurator's options): called when the module loads, it has the browser load its number data
 * in a task of its own, ahead of the first price (loadNumberFormatData says why). Pages without a
 * price pay nothing. Once per page; nothing on the server.
 */
export function prepareNumberFormatData(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  setTimeout(() => loadNumberFormatData(document.documentElement.lang || 'en-GB'), 0);
}
