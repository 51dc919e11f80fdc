import { formatDate, formatPrice } from './format.rules';
import { formatNumber } from './number.rules';
import { Translator } from '../i18n/translator';
import { resetServerTexts, SERVER_TEXTS_ELEMENT_ID } from './server-texts';

/** A document that came with these server texts (as _document.tsx writes them). */
function documentWith(texts: Record<string, string> | string): void {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.id = SERVER_TEXTS_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof texts === 'string' ? texts : JSON.stringify(texts);
  document.body.append(script);
  resetServerTexts();
}

type IntlConstructor = 'NumberFormat' | 'DateTimeFormat' | 'PluralRules';
const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat, PluralRules: Intl.PluralRules };

/** Counts the Intl objects of a kind made from now on (each one is what costs a page its ICU data). */
function countMade(name: IntlConstructor): { count: number } {
  const made = { count: 0 };
  const Original = originals[name] as unknown as new (...args: unknown[]) => object;
  Object.defineProperty(Intl, name, {
    configurable: true,
    writable: true,
    value: class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        made.count += 1;
      }
    },
  });
  return made;
}

afterEach(() => {
  document.body.innerHTML = '';
  resetServerTexts();
  for (const [name, original] of Object.entries(originals)) {
    Object.defineProperty(Intl, name, { configurable: true, writable: true, value: original });
  }
});

describe('texts the server made with Intl, read by the browser instead of Intl', () => {
  it('shows the server text of a price, number and date without making an Intl object', () => {
    documentWith({
      'price|en-GB|GBP|true|1499': '£1,499',
      'number|de-DE|1|1|72.5': '72,5',
      'date|en-GB|1773446400000': '14 Mar 2026',
    });
    const numberFormats = countMade('NumberFormat');
    const dateFormats = countMade('DateTimeFormat');
    expect(formatPrice(1499, 'en-GB', 'GBP')).toBe('£1,499');
    expect(formatNumber(72.5, 'de-DE', 1, 1)).toBe('72,5');
    expect(formatDate('2026-03-14T00:00:00.000Z', 'en-GB')).toBe('14 Mar 2026');
    expect(numberFormats.count).toBe(0);
    expect(dateFormats.count).toBe(0);
  });

  it('uses a text only for exactly what made it: another amount, currency, locale or decimals is formatted', () => {
    // Marked texts: if any of these were taken for another input, the result would show it.
    documentWith({
      'price|en-GB|GBP|true|1499': 'SERVER',
      'number|en-GB|0|3|1234.5': 'SERVER',
    });
    expect(formatPrice(1499, 'en-GB', 'GBP')).toBe('SERVER');
    expect(formatPrice(1500, 'en-GB', 'GBP')).toBe('£1,500');
    expect(formatPrice(1499, 'en-GB', 'EUR')).toBe('€1,499');
    expect(formatPrice(1499, 'de-DE', 'GBP')).toBe('1.499\u00a0£');
    expect(formatPrice(1499, 'en-GB', 'GBP', true)).toBe('£1,499.00');
    expect(formatNumber(1234.5, 'en-GB', 1, 3)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('SERVER');
  });

  it('writes a price the server did not from the pattern the page came with, without Intl', () => {
    documentWith({ 'price-pattern|de-DE|EUR': '{"prefix":"","suffix":"\u00a0€","group":".","decimal":","}' });
    const numberFormats = countMade('NumberFormat');
    expect(formatPrice(51.958, 'de-DE', 'EUR', true)).toBe('51,96\u00a0€');
    expect(formatPrice(12499, 'de-DE', 'EUR')).toBe('12.499\u00a0€');
    expect(numberFormats.count).toBe(0);
    // Another currency, or an amount the pattern does not cover, is Intl's.
    expect(formatPrice(5, 'de-DE', 'CHF')).toBe('5\u00a0CHF');
    expect(formatPrice(-5, 'de-DE', 'EUR')).toBe('-5\u00a0€');
    expect(numberFormats.count).toBe(2);
  });

  it('chooses plurals by the server category for the same language and count', () => {
    documentWith({ 'plural|en-GB|1': 'other' });
    const plurals = countMade('PluralRules');
    const t = new Translator(
      { 'en-GB': { common: { items_one: '{{count}} item', items_other: '{{count}} items' } } },
      'en-GB',
      [],
    ).getFixedT('common');
    expect(t('items', { count: 1 })).toBe('1 items');
    expect(plurals.count).toBe(0);
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(plurals.count).toBe(1);
  });

  it('formats everything itself when the page came without texts or with unreadable ones', () => {
    for (const texts of ['not json', '["£1"]', '{"price|en-GB|GBP|true|1499": 5}']) {
      documentWith(texts);
      expect(formatPrice(1499, 'en-GB', 'GBP')).toBe('£1,499');
    }
    document.body.innerHTML = '';
    resetServerTexts();
    expect(formatPrice(1499, 'en-GB', 'GBP')).toBe('£1,499');
  });

  it('still refuses a price without a locale or currency, whatever the page came with', () => {
    documentWith({ 'price|en-GB|GBP|true|1499': '£1,499' });
    expect(() => formatPrice(1499, '', 'GBP')).toThrow('Invalid locale or currency');
    expect(() => formatPrice(1499, 'not a locale!', 'GBP')).toThrow('Invalid locale or currency');
  });
});
