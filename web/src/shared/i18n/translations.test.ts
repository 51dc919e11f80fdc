import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../../public/locales');
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const load = (locale: string, ns: string) => JSON.parse(readFileSync(path.join(root, locale, ns), 'utf8'));

describe('translations', () => {
  const namespaces = readdirSync(path.join(root, 'en-GB'));
  it('has the same namespaces in en-GB and de-DE', () => {
    expect(readdirSync(path.join(root, 'de-DE')).sort()).toEqual([...namespaces].sort());
  });
  it.each(namespaces)('%s has every key in both languages, none empty', (ns) => {
    const en = keys(load('en-GB', ns)).sort();
    expect(keys(load('de-DE', ns)).sort()).toEqual(en);
    for (const locale of ['en-GB', 'de-DE']) {
      const flat = JSON.stringify(load(locale, ns));
      expect(flat).not.toMatch(/:""/);
    }
  });
  it('every t() key used in the code exists in its namespace', () => {
    const src = path.join(__dirname, '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'graphql') walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) files.push(full);
      }
    };
    walk(src);
    walk(path.join(src, '../pages'));
    const used = new Set<string>();
    for (const file of files)
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z]+)\.([\w.]+)'/g)) used.add(`${m[1]}|${m[1]}.${m[2]}`);
    expect(used.size).toBeGreaterThan(20);
    for (const entry of used) {
      const [ns, key] = entry.split('|') as [string, string];
      const known = keys(load('en-GB', `${ns}.json`));
      // A plural key is used by its base name (i18next picks key_one / key_other by count).
      expect(
        known.includes(key) || (known.includes(`${key}_one`) && known.includes(`${key}_other`)) ? key : `missing ${key}`,
      ).toBe(key);
    }
  });
});
