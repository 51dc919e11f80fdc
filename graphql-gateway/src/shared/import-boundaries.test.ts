import { readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleReferences, referenceForms, sourceFiles } from '@cadence/server-kit/test-support/source-scan';

/**
 * The gateway assembles subgraphs; subgraphs never import it (DESIGN.md): `subgraphs/` and
 * `shared/` import nothing from `gateway/`, `shared/` imports no subgraph, and no subgraph reaches
 * into another's folder (each owns its loaders and context part; what they share lives in
 * `shared/`). `subgraphs/index.ts` is the list of subgraphs the composition root reads, so it may
 * import them all. Tests (`*.test.ts`, `*.integration-test.ts`) keep to the same rules with one
 * exception: like the composition root, a test may assemble a piece of `gateway/` to check the
 * contract between the two (shared/build-subgraph-schema.test.ts runs its schemas through
 * gateway/local-data-source); no test reaches into another subgraph or, from shared/, a subgraph.
 *
 * Imports are found with the TypeScript compiler, however written: `import … from`, `export … from`,
 * `import x = require()`, `require()`, `import()`, `typeof import()`, and the path of
 * `jest.mock`/`jest.requireActual` & co. (a test that mocks a module depends on it as surely as
 * one that imports it). A path computed at run time cannot be checked here.
 */
const src = path.resolve(__dirname, '..');

/** The imports of `file` (relative to src/, e.g. `subgraphs/store/store.resolver.ts`) that break the direction. */
export function boundaryViolations(file: string, source: string): string[] {
  const [area, subgraph, rest] = file.split('/');
  if (area !== 'subgraphs' && area !== 'shared') return [];
  if (area === 'subgraphs' && rest === undefined) return []; // subgraphs/index.ts
  const isTest = /\.(test|integration-test)\.ts$/.test(file);
  return moduleReferences(file, source).flatMap(({ specifier, line, syntax }) => {
    // Only relative paths reach into this package (it has no alias for itself).
    if (!specifier.startsWith('.')) return [];
    const [targetArea, targetSubgraph] = path.posix.join(path.posix.dirname(file), specifier).split('/');
    // A subgraph importing the list (subgraphs/index) imports every other subgraph with it.
    const wrong =
      (targetArea === 'gateway' && !isTest) ||
      (area === 'shared' && targetArea === 'subgraphs') ||
      (area === 'subgraphs' && targetArea === 'subgraphs' && targetSubgraph !== subgraph);
    return wrong ? [`${file}:${line} ${syntax} ${specifier}`] : [];
  });
}

describe('gateway import boundaries', () => {
  it('subgraphs and shared import nothing from gateway/, shared no subgraph, and no subgraph another', () => {
    const files = sourceFiles(src, '.');
    expect(files.filter((file) => file.startsWith('subgraphs/') && file.split('/').length > 2).length).toBeGreaterThan(30);
    expect(files.flatMap((file) => boundaryViolations(file, readFileSync(path.join(src, file), 'utf8')))).toEqual([]);
  });

  describe('would catch', () => {
    it('each kind of violation', () => {
      expect(boundaryViolations('subgraphs/catalogue/x.resolver.ts', "import { a } from '../../gateway/context';")).toEqual([
        'subgraphs/catalogue/x.resolver.ts:1 import ../../gateway/context',
      ]);
      expect(boundaryViolations('shared/x.ts', "import { a } from '../gateway/http';")).toHaveLength(1);
      expect(boundaryViolations('shared/x.ts', "import { a } from '../subgraphs/store/store.loaders';")).toHaveLength(1);
      expect(boundaryViolations('shared/x.ts', "import { subgraphs } from '../subgraphs';")).toHaveLength(1);
      expect(boundaryViolations('subgraphs/store/x.ts', "import { a } from '../catalogue/catalogue.loaders';")).toHaveLength(1);
      expect(boundaryViolations('subgraphs/store/x.ts', "import { subgraphs } from '../index';")).toHaveLength(1);
      expect(
        boundaryViolations('subgraphs/store/nested/x.ts', "import { a } from '../../catalogue/catalogue.loaders';"),
      ).toHaveLength(1);
    });

    it('however the import is written', () => {
      const at = 'subgraphs/store/x.ts';
      // Every way of writing it (source-scan's referenceForms), to gateway/ and to another subgraph: one violation each.
      for (const target of ['../../gateway/context', '../catalogue/catalogue.loaders']) {
        expect(referenceForms(target).filter((source) => boundaryViolations(at, source).length !== 1)).toEqual([]);
      }
      expect(boundaryViolations(at, "const { a } = require('../../gateway/context');")).toEqual([
        'subgraphs/store/x.ts:1 require ../../gateway/context',
      ]);
      expect(boundaryViolations(at, "const { a } = await import('../../gateway/context');")).toEqual([
        'subgraphs/store/x.ts:1 import() ../../gateway/context',
      ]);
      expect(boundaryViolations('subgraphs/store/x.test.ts', "jest.mock('../catalogue/catalogue.loaders', () => ({}));")).toEqual(
        ['subgraphs/store/x.test.ts:1 jest.mock ../catalogue/catalogue.loaders'],
      );
      expect(
        boundaryViolations('shared/x.integration-test.ts', "import { a } from '../subgraphs/store/store.loaders';"),
      ).toHaveLength(1);
    });

    it('and passes what is allowed', () => {
      expect(boundaryViolations('subgraphs/store/x.ts', "import { a } from './store.loaders';")).toEqual([]);
      expect(boundaryViolations('subgraphs/store/x.ts', "import { a } from '../../shared/context';")).toEqual([]);
      expect(
        boundaryViolations('subgraphs/store/x.ts', "import { a } from '@cadence/commerce/modules/store/store.service';"),
      ).toEqual([]);
      expect(
        boundaryViolations('subgraphs/store/x.integration-test.ts', "import { a } from '../../test-support/test-gateway';"),
      ).toEqual([]);
      expect(boundaryViolations('subgraphs/index.ts', "import { store } from './store';")).toEqual([]);
      expect(
        boundaryViolations('shared/x.test.ts', "import { CachedLocalDataSource } from '../gateway/local-data-source';"),
      ).toEqual([]);
      expect(boundaryViolations('gateway/context.ts', "import { a } from '../subgraphs/store/store.loaders';")).toEqual([]);
    });
  });
});
