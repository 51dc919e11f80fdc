/**
 * What the finance teasers of a listing may ask: kept apart from finance.rules.ts, which a listing's
 * first load does not otherwise carry. Held to commerce's by finance.parity.test.ts.
 */
/**
 * The currency finance is offered in (commerce's FINANCE_CURRENCY: GB only, in pounds). The gateway
 * takes teaser prices in pounds and refuses others (a yen price is over its pound limit): a listing
 * priced in another currency asks nothing, as it would be answered nothing.
 */
export const FINANCE_CURRENCY = 'GBP';
/** The most prices one teaser request asks about: the gateway refuses a request for more, whole. */
export const MAX_TEASER_PRICES = 60;
