import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isTestFile,
  moduleReferences,
  referenceForms,
  resolveInPackage,
  sourceFiles,
} from '@cadence/server-kit/test-support/source-scan';

/**
 * The outside services' stand-ins (`sandbox/`) are infrastructure: each implements a module's
 * contract (the card provider, the payments port) or plays the other side of one (the partner, the
 * lender), and is wired by the composition root (`commerce.ts`) or runs as its own process
 * (`*-main.ts`). The dependency points one way: the sandbox may import modules, no module imports
 * the sandbox. And a port (`modules/<module>/*.port.ts`, the contract a real provider such as
 * Stripe or Adyen implements) names nothing of the shop's own infrastructure: not the database
 * (`db/`, Drizzle and its drivers), not the sandbox.
 *
 * Tests are left out of the first rule: a test may assemble a stand-in with the module it serves.
 */
const src = path.resolve(__dirname, '..');
const DATABASE_PACKAGES = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;

/** `specifier` as seen from `file`, relative to `src/` without extension; null for a package. */
const resolve = (file: string, specifier: string) => resolveInPackage(file, specifier, '@cadence/commerce');

/** The imports of `file` (relative to `src/`) that break the rules above, one line each: `<file>:<line> <specifier>`. */
export function sandboxBoundaryViolations(file: string, source: string): string[] {
  if (!file.startsWith('modules/')) return [];
  const isPort = /\.port\.ts$/.test(file);
  return moduleReferences(file, source).flatMap(({ specifier, line }) => {
    const target = resolve(file, specifier);
    const wrong =
      (target !== null && (target === 'sandbox' || target.startsWith('sandbox/')) && !isTestFile(file)) ||
      (isPort && target !== null && (target === 'db' || target.startsWith('db/'))) ||
      (isPort && target === null && DATABASE_PACKAGES.test(specifier));
    return wrong ? [`${file}:${line} ${specifier}`] : [];
  });
}

describe('sandbox boundaries', () => {
  it('no module imports the sandbox, and no port names the database', () => {
    const files = sourceFiles(src, 'modules');
    expect(files.filter((file) => file.endsWith('.port.ts')).length).toBeGreaterThan(0);
    expect(files.flatMap((file) => sandboxBoundaryViolations(file, readFileSync(path.join(src, file), 'utf8')))).toEqual([]);
  });

  describe('would catch', () => {
    it('a module importing a stand-in, however written', () => {
      expect(
        sandboxBoundaryViolations(
          'modules/payments/payments.service.ts',
          "import { SandboxCardProvider } from '../../sandbox/sandbox-card.provider';",
        ),
      ).toEqual(['modules/payments/payments.service.ts:1 ../../sandbox/sandbox-card.provider']);
      const at = 'modules/payments/x.ts';
      for (const target of ['../../sandbox/sandbox-card.provider', '@cadence/commerce/sandbox/sandbox-card.tables']) {
        expect(referenceForms(target).filter((source) => sandboxBoundaryViolations(at, source).length !== 1)).toEqual([]);
      }
    });

    it('a port naming the database, by path or by package', () => {
      expect(
        sandboxBoundaryViolations('modules/payments/payments.port.ts', "import type { Db } from '../../db/client';"),
      ).toEqual(['modules/payments/payments.port.ts:1 ../../db/client']);
      expect(
        sandboxBoundaryViolations('modules/payments/payments.port.ts', "import type { PgDatabase } from 'drizzle-orm/pg-core';"),
      ).toHaveLength(1);
      expect(sandboxBoundaryViolations('modules/payments/payments.port.ts', "import type { Pool } from 'pg';")).toHaveLength(1);
    });

    it('and passes the sandbox importing a module, a service naming the database, and a test assembling a stand-in', () => {
      expect(
        sandboxBoundaryViolations(
          'sandbox/x.ts',
          "import type { CardPaymentProvider } from '../modules/payments/payments.port';",
        ),
      ).toEqual([]);
      expect(
        sandboxBoundaryViolations('modules/payments/payments.service.ts', "import type { Db } from '../../db/client';"),
      ).toEqual([]);
      expect(
        sandboxBoundaryViolations(
          'modules/checkout/x.integration-test.ts',
          "import { SandboxCardProvider } from '../../sandbox/sandbox-card.provider';",
        ),
      ).toEqual([]);
      expect(
        sandboxBoundaryViolations('modules/payments/payments.port.ts', "import type { Minor } from '../../shared/money';"),
      ).toEqual([]);
    });
  });
});
