/**
 * The catalogue's price rule is the web's one effective-price rule, kept in shared/format so that
 * shared code (analytics) can use it as well; the catalogue's components import it from here.
 */
export { shownPrice, type ShownPrice } from '../../shared/format/price.rules';
