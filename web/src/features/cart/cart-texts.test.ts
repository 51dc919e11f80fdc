import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CART_TEXTS } from './cart-texts';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../../next-i18next.config.js') as { i18n: { locales: string[] } };

describe('the cart drawer’s texts', () => {
  it.each(i18nConfig.i18n.locales)('load for the %s storefront: its cart locale file', async (locale) => {
    const file = JSON.parse(readFileSync(path.join(__dirname, '../../../public/locales', locale, 'cart.json'), 'utf8'));
    expect(Object.keys(CART_TEXTS).sort()).toEqual([...i18nConfig.i18n.locales].sort());
    expect((await CART_TEXTS[locale]!()).default).toEqual(file);
  });
});
