import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_STORE, STORE_CODES } from '@cadence/server-kit/storefronts';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../../next-i18next.config.js') as { i18n: { defaultLocale: string; locales: string[] } };

/**
 * The web routes one locale per storefront (next-i18next.config.js, read by next.config.ts before any
 * TypeScript is compiled); the storefront codes are server-kit's. They must be the same list.
 */
describe('storefront locales', () => {
  it("routes exactly the storefronts' codes, the default storefront by default", () => {
    expect(i18nConfig.i18n.locales).toEqual([...STORE_CODES]);
    expect(i18nConfig.i18n.defaultLocale).toBe(DEFAULT_STORE);
  });

  it('has the translations of every storefront', () => {
    const locales = readdirSync(path.join(__dirname, '../../../public/locales'));
    expect([...locales].sort()).toEqual([...STORE_CODES].sort());
  });
});
