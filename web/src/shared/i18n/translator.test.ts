import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { Translator, type TranslationStore } from './translator';

const root = path.join(__dirname, '../../../public/locales');
const LOCALES = ['en-GB', 'de-DE'];
const namespaces = readdirSync(path.join(root, 'en-GB')).map((file) => file.replace(/\.json$/, ''));
const store: TranslationStore = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(root, locale, `${ns}.json`), 'utf8'))])),
  ]),
);

const leaves = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

/** i18next as next-i18next configures it (its defaults: unescaped interpolation; our fallback language). */
async function reference(language: string, resources: TranslationStore) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en-GB',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as never);
  return instance;
}

// Every placeholder name the locale files use, each given a distinct value.
const placeholders = [...JSON.stringify(store).matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((m) => m[1]!);
const values = Object.fromEntries([...new Set(placeholders)].map((name, i) => [name, `<${name}-${i}>`]));

describe('Translator, against i18next on every key of every locale file', () => {
  it.each(LOCALES)('%s: the same text as i18next for every key, with and without options and counts', async (language) => {
    const i18n = await reference(language, store);
    const ours = new Translator({}, language, language === 'en-GB' ? [] : ['en-GB']);
    ours.add(store);
    let compared = 0;
    for (const ns of namespaces) {
      const fixed = i18n.getFixedT(language, ns);
      const keys = new Set(leaves(store[language]![ns]).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
      for (const key of keys) {
        for (const options of [undefined, values, ...[0, 1, 2, 21].map((count) => ({ ...values, count }))]) {
          expect([ns, key, options?.count, ours.translate(ns, key, options)]).toEqual([
            ns,
            key,
            options?.count,
            fixed(key, options as never),
          ]);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('falls back to the fallback language, then to defaultValue, then to the key, as i18next does', async () => {
    const resources: TranslationStore = {
      'en-GB': { cart: { cart: { onlyEnglish: 'Only {{what}}', items_one: '{{count}} item', items_other: '{{count}} items' } } },
      'de-DE': { cart: { cart: { items_one: '{{count}} Artikel', items_other: '{{count}} Artikel' } } },
    };
    const i18n = await reference('de-DE', resources);
    const ours = new Translator({}, 'de-DE', ['en-GB']);
    ours.add(resources);
    const fixed = i18n.getFixedT('de-DE', 'cart');
    const cases: [string, Record<string, unknown>?][] = [
      ['cart.onlyEnglish', { what: 'English' }],
      ['cart.items', { count: 1 }],
      ['cart.items', { count: 3 }],
      ['cart.missing', { defaultValue: 'Fallback {{n}}', n: 2 }],
      ['cart.missing'],
      ['cart'],
      ['cart.onlyEnglish', {}],
    ];
    for (const [key, options] of cases) expect(ours.translate('cart', key, options)).toBe(fixed(key, options as never));
    expect(ours.translate('unknown', 'x.y', { defaultValue: 'Error' })).toBe('Error');
  });

  it('keeps namespaces it has and adds the ones a later page brings', () => {
    const ours = new Translator({}, 'en-GB', []);
    ours.add({ 'en-GB': { cart: { cart: { title: 'Your cart' } } } });
    const t = ours.getFixedT('blog');
    expect(t('blog.title')).toBe('blog.title');
    ours.add({ 'en-GB': { blog: { blog: { title: 'Journal' } }, cart: { cart: { title: 'Changed' } } } });
    expect(t('blog.title')).toBe('Journal');
    expect(ours.translate('cart', 'cart.title')).toBe('Your cart');
    expect(ours.getFixedT('blog')).toBe(t);
  });
});
