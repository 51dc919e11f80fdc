/** @jest-environment node */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatPrice } from '../format/format.rules';
import { formatNumber } from '../format/number.rules';
import { recordServerTexts, serverTextsJson } from './server-texts-recorder';

describe('the texts a server render made with Intl', () => {
  it('are recorded per render, by what made them, also after the render has waited', async () => {
    const { result, texts } = await recordServerTexts(async () => {
      formatPrice(1499, 'en-GB', 'GBP');
      await nextTurn();
      formatNumber(72.5, 'de-DE', 1, 1);
      return 'html';
    });
    expect(result).toBe('html');
    expect(Object.fromEntries(texts)).toEqual({
      'price-pattern|en-GB|GBP': '{"prefix":"£","suffix":"","group":",","decimal":"."}',
      'price|en-GB|GBP|true|1499': '£1,499',
      'number|de-DE|1|1|72.5': '72,5',
    });
  });

  it('keep concurrent renders apart, and record nothing outside a render', async () => {
    const render = (amount: number) =>
      recordServerTexts(async () => {
        await nextTurn();
        formatPrice(amount, 'en-GB', 'GBP');
        await nextTurn();
        formatPrice(amount, 'de-DE', 'EUR', true);
      });
    formatPrice(7, 'en-GB', 'GBP');
    const [a, b] = await Promise.all([render(100), render(200)]);
    const prices = (texts: Map<string, string>) => [...texts.keys()].filter((key) => key.startsWith('price|'));
    expect(prices(a.texts)).toEqual(['price|en-GB|GBP|true|100', 'price|de-DE|EUR|false|100']);
    expect(prices(b.texts)).toEqual(['price|en-GB|GBP|true|200', 'price|de-DE|EUR|false|200']);
    expect(b.texts.get('price|de-DE|EUR|false|200')).toBe('200,00\u00a0€');
  });

  it('travel as a JSON data script that no text can end or comment out', () => {
    const json = serverTextsJson(new Map([['price|x|</script><script>alert(1)</script>', '<!-- £1']]));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ 'price|x|</script><script>alert(1)</script>': '<!-- £1' });
  });
});
