import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Shop-wide infrastructure (mailer, password hasher, rate limiter, tokens, caches) knows no domain:
 * nothing in commerce/src/shared imports a module. A module builds on shared, never the reverse.
 */
describe('commerce/src/shared', () => {
  it('imports no domain module', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(__dirname)) {
      if (!file.endsWith('.ts')) continue;
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      for (const match of source.matchAll(/from '([^']+)'/g)) {
        if (/(^|\/)modules\//.test(match[1]!)) offenders.push(`${file} → ${match[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
