/**
 * The spec's shopper messages that both the server and the page write (§5: a sold-out product, a
 * size not chosen, a country the shop cannot ship to) must read the same wherever a shopper meets
 * them: the cart's and the configurator's answers (commerce) and the product, listing and
 * configurator pages (the web's locale files), in both storefronts. The commerce side is imported
 * from its source for this test only; the web never imports it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CART_MESSAGES } from '../../../../commerce/src/modules/cart/cart.messages';
import { CONFIGURATOR_MESSAGES } from '../../../../commerce/src/modules/catalogue/configurator.messages';

const STORES = ['en-GB', 'de-DE'] as const;

/** A locale file's texts by dotted key. */
function texts(store: string, namespace: string): Record<string, string> {
  const into: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') into[prefix] = node;
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(JSON.parse(readFileSync(path.join(__dirname, '../../../public/locales', store, `${namespace}.json`), 'utf8')), '');
  return into;
}

describe.each(STORES)('the spec’s shared messages in %s', (store) => {
  const cart = CART_MESSAGES[store];
  const configurator = CONFIGURATOR_MESSAGES[store];

  it('are written alike by the cart and the configurator', () => {
    expect(configurator.soldOut).toBe(cart.soldOut);
    expect(configurator.selectSize).toBe(cart.selectSize);
    expect(configurator.cannotShip).toBe(cart.cannotShip);
  });

  it('are the pages’ texts too, under every key that names them', () => {
    const byKey: [RegExp, string][] = [
      [/\.soldOut$/, cart.soldOut],
      [/\.cannotShip$/, cart.cannotShip],
      [/\.(pleaseSelect|unknownSize)$/, cart.selectSize],
    ];
    for (const [pattern, text] of byKey) {
      const found = ['product', 'catalogue', 'configurator'].flatMap((namespace) =>
        Object.entries(texts(store, namespace))
          .filter(([key]) => pattern.test(key))
          .map(([key, value]) => [`${namespace}:${key}`, value]),
      );
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(found.map(([key]) => [key, text]));
    }
  });
});
