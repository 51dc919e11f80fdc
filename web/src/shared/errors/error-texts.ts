import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import english from '../../../public/locales/en-GB/common.json';
import german from '../../../public/locales/de-DE/common.json';

/** The error screen's texts: `common.error` of a storefront's common.json. */
export type ErrorTexts = (typeof english)['common']['error'];

/**
 * The error screen's texts in every storefront's language, part of the screen's own code. The
 * 500 and 503 pages render when the page's data and translations could not be loaded (the gateway
 * may be down), so the screen cannot wait for `serverSideTranslations`; it reads the locale files'
 * `common.error` blocks, which stay the one place these texts are written (and translated).
 */
const TEXTS: Record<StoreCode, ErrorTexts> = {
  'en-GB': english.common.error,
  'de-DE': german.common.error,
};

/** The error screen's texts for a storefront (the router's locale; en-GB for anything else). */
export function errorTexts(store: string | undefined): ErrorTexts {
  return byStore(store, TEXTS);
}
