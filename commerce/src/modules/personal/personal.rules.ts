/** How many designs a customer keeps (a bound on a customer-owned list, and on its page). */
export const MAX_SAVED_DESIGNS = 50;
/** How many guest designs move into the account at once (at sign-in). */
export const MAX_DESIGNS_PER_IMPORT = 20;
export const MAX_DESIGN_NAME = 80;

/** A design's name as stored: trimmed, inner whitespace collapsed; null when empty or too long. */
export function designName(raw: string): string | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  return name.length === 0 || name.length > MAX_DESIGN_NAME ? null : name;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id can name a saved design at all (anything else is simply not found). */
export const isDesignId = (id: string): boolean => UUID.test(id);

/** How many products a customer keeps saved, and how many a guest's browser moves in at once. */
export const MAX_SAVED_PRODUCTS = 100;
export const MAX_PRODUCTS_PER_SAVE = 50;
