import { readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleReferences, referenceForms, sourceFiles } from '@cadence/server-kit/test-support/source-scan';

/**
 * Inside the web the layers point one way: pages → application → features → shared (DESIGN.md's
 * app layer; Next reserves src/app for its App Router), never back up. Shared code imports no
 * feature, application or page; features import no application or page; the application imports
 * no page; nothing imports a page. One exception: a test may import an API route under
 * `pages/api/` (a shim's tests call its handler, and tests cannot live under pages/, where Next
 * would serve them). The ESLint rule says the same while editing; this keeps the unit tier honest.
 *
 * Imports are found with the TypeScript compiler, however written: `import … from`, `export … from`,
 * `import x = require()`, `require()`, `import()`, `typeof import()` (a type still depends on its
 * module), and the path of `jest.mock`/`jest.requireActual` & co.: a test that mocks a module of a
 * higher layer only makes sense if the code under test imports it, so it counts as an import and
 * gets the same API-route exception. Paths are resolved relative to the file or through the `@/`
 * alias (tsconfig paths); a path computed at run time cannot be checked here.
 */
const web = path.resolve(__dirname, '../..');
const LAYERS = ['pages', 'application', 'features', 'shared'] as const;
type Layer = (typeof LAYERS)[number];

/** The layer of a path relative to web/ (`/` separators, extension optional). */
function layerOf(relative: string): Layer | null {
  if (relative === 'pages' || relative.startsWith('pages/')) return 'pages';
  const [src, layer] = relative.split('/');
  return src === 'src' && (LAYERS as readonly string[]).includes(layer!) ? (layer as Layer) : null;
}

/** `specifier` as seen from `file` (both relative to web/), relative to web/; null for a package. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  return null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The imports of `file` (relative to web/, e.g. `src/features/cart/x.ts`) that point up the layers. */
export function upwardImports(file: string, source: string): string[] {
  const from = layerOf(file);
  if (from === null) return [];
  return moduleReferences(file, source).flatMap(({ specifier, line, syntax }) => {
    const target = resolve(file, specifier);
    const to = target === null ? null : layerOf(target);
    if (to === null || LAYERS.indexOf(to) >= LAYERS.indexOf(from)) return [];
    if (isTest(file) && target!.startsWith('pages/api/')) return [];
    return [`${file}:${line} (${from}) ${syntax} ${specifier} (${to})`];
  });
}

/**
 * Imports that would bring every GraphQL document of the app into the importing page's bundle: a
 * value import from the generated graphql.ts (which holds them all). Documents come from their own
 * modules, graphql/documents/<Name> (scripts/codegen-documents.mjs); graphql.ts gives types only.
 */
export function wholeDocumentModuleImports(file: string, source: string): string[] {
  return moduleReferences(file, source)
    .filter(({ specifier, typeOnly }) => !typeOnly && resolve(file, specifier) === 'src/graphql/graphql')
    .map(({ specifier, line, syntax }) => `${file}:${line}: ${syntax} ${specifier}`);
}

const layered = ['pages', 'src/application', 'src/features', 'src/shared'].flatMap((dir) => sourceFiles(web, dir, { tsx: true }));
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

describe('web import direction', () => {
  it('shared imports no feature, application or page; features no application or page; the application no page', () => {
    expect(layered.filter((file) => layerOf(file) === 'features').length).toBeGreaterThan(50);
    expect(layered.filter((file) => file.split('/').length > 4).length).toBeGreaterThan(50); // subfolders are read
    expect(layered.flatMap((file) => upwardImports(file, read(file)))).toEqual([]);
  });

  describe('would catch', () => {
    it('each upward direction', () => {
      expect(upwardImports('src/shared/ui/x.ts', "import { a } from '../../features/menus/menus.rules';")).toEqual([
        'src/shared/ui/x.ts:1 (shared) import ../../features/menus/menus.rules (features)',
      ]);
      expect(upwardImports('src/shared/ui/x.ts', "import { a } from '../../application/layouts';")).toHaveLength(1);
      expect(upwardImports('src/shared/ui/x.ts', "import { a } from '../../../pages/index';")).toHaveLength(1);
      expect(
        upwardImports('src/features/menus/x.ts', "import type { a } from '../../application/shell/use-app-shell';"),
      ).toHaveLength(1);
      expect(upwardImports('src/features/menus/x.ts', "import { a } from '../../../pages/index';")).toHaveLength(1);
      expect(upwardImports('src/application/x.ts', "import { getServerSideProps } from '../../pages/cart';")).toEqual([
        'src/application/x.ts:1 (application) import ../../pages/cart (pages)',
      ]);
    });

    it('however the import is written', () => {
      const shared = 'src/shared/ui/nested/x.tsx';
      // Every way of writing it (source-scan's referenceForms), relative or through `@/`: one upward import each.
      const targets = [
        '../../../features/menus/menus.rules',
        '../../../application/layouts',
        '../../../application/shell/use-app-shell',
        '@/features/menus/menus.rules',
      ];
      for (const target of targets) {
        expect(referenceForms(target).filter((source) => upwardImports(shared, source).length !== 1)).toEqual([]);
      }
      expect(upwardImports(shared, "const { a } = require('../../../features/menus/menus.rules');")).toEqual([
        'src/shared/ui/nested/x.tsx:1 (shared) require ../../../features/menus/menus.rules (features)',
      ]);
      expect(upwardImports(shared, "const Menu = dynamic(() => import('../../../features/menus/menu'));")).toEqual([
        'src/shared/ui/nested/x.tsx:1 (shared) import() ../../../features/menus/menu (features)',
      ]);
      expect(
        upwardImports('src/shared/ui/x.test.tsx', "jest.mock('../../features/cart/hooks/use-cart', () => ({}));"),
      ).toHaveLength(1);
    });

    it('and passes the downward ones, packages, and a test calling an API route', () => {
      expect(upwardImports('src/features/menus/x.ts', "import { a } from '../../shared/page';")).toEqual([]);
      expect(upwardImports('src/features/menus/x.ts', "import { a } from '@/shared/i18n/use-translation';")).toEqual([]);
      expect(upwardImports('src/application/x.ts', "import { a } from '../features/menus/menus.rules';")).toEqual([]);
      expect(upwardImports('pages/cart.tsx', "import { a } from '../src/application/layouts';")).toEqual([]);
      expect(upwardImports('pages/cart.tsx', "import b from './api/nuxt/cart/fetch-cart';")).toEqual([]);
      expect(upwardImports('src/shared/i18n/x.ts', "import { s } from 'next-i18next/pages/serverSideTranslations';")).toEqual([]);
      expect(upwardImports('src/features/menus/x.test.ts', "import a from '../../../pages/api/nuxt/footer/index';")).toEqual([]);
      expect(upwardImports('src/features/menus/x.test.ts', "import Home from '../../../pages/index';")).toHaveLength(1);
      expect(upwardImports('src/features/menus/x.ts', "import a from '../../../pages/api/nuxt/footer/index';")).toHaveLength(1);
    });
  });

  describe('GraphQL documents', () => {
    it('come from their own modules, never as a value from graphql.ts (which holds them all)', () => {
      // This file's snippets are string literals, not imports: it needs no exception.
      expect(layered.flatMap((file) => wholeDocumentModuleImports(file, read(file)))).toEqual([]);
    });

    it('would catch a value import of graphql.ts, however written, and pass types', () => {
      const at = 'src/features/cart/x.ts';
      expect(
        wholeDocumentModuleImports(at, "import { CartGetDocument, type CartFieldsFragment } from '../../graphql/graphql';"),
      ).toEqual(['src/features/cart/x.ts:1: import ../../graphql/graphql']);
      expect(wholeDocumentModuleImports(at, 'import { CartGetDocument } from "@/graphql/graphql";')).toHaveLength(1);
      expect(wholeDocumentModuleImports(at, "import * as gql from '../../graphql/graphql';")).toHaveLength(1);
      expect(wholeDocumentModuleImports(at, "export { CartGetDocument } from '../../graphql/graphql';")).toHaveLength(1);
      expect(wholeDocumentModuleImports(at, "const { CartGetDocument } = require('../../graphql/graphql');")).toHaveLength(1);
      expect(wholeDocumentModuleImports(at, "const m = await import('../../graphql/graphql');")).toHaveLength(1);

      expect(wholeDocumentModuleImports(at, "import type { CartFieldsFragment } from '../../graphql/graphql';")).toEqual([]);
      expect(wholeDocumentModuleImports(at, "import { type CartFieldsFragment } from '../../graphql/graphql';")).toEqual([]);
      expect(wholeDocumentModuleImports(at, "export type { CartFieldsFragment } from '../../graphql/graphql';")).toEqual([]);
      expect(wholeDocumentModuleImports(at, "type G = typeof import('../../graphql/graphql');")).toEqual([]);
      expect(
        wholeDocumentModuleImports(at, "import { CartGetDocument } from '../../graphql/documents/CartGetDocument';"),
      ).toEqual([]);
    });
  });
});
