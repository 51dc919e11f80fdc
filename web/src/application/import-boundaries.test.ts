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

/** The feature a path relative to web/ belongs to (`src/features/<feature>/…`), or null. */
function featureOf(relative: string): string | null {
  return layerOf(relative) === 'features' ? (relative.split('/')[2] ?? null) : null;
}

/** One feature importing another's module: where (`<file>:<line> <syntax> <specifier>`). */
export type FeatureImport = { from: string; to: string; at: string };

/** The imports of `file` (relative to web/) from a feature into another feature. */
export function featureImports(file: string, source: string): FeatureImport[] {
  const from = featureOf(file);
  if (from === null) return [];
  return moduleReferences(file, source).flatMap(({ specifier, line, syntax }) => {
    const target = resolve(file, specifier);
    const to = target === null ? null : featureOf(target);
    return to === null || to === from ? [] : [{ from, to, at: `${file}:${line} ${syntax} ${specifier}` }];
  });
}

/**
 * A shortest cycle of the graph the imports make between features, as its edges in order, each with
 * the imports that make it (`cart -> catalogue (<file>:<line> import <specifier>, …)`); [] when there
 * is none. Features are taken in name order, so the same imports give the same cycle.
 */
export function featureCycle(imports: readonly FeatureImport[]): string[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const { from, to, at } of imports) {
    const out = edges.get(from) ?? new Map<string, string[]>();
    edges.set(from, out.set(to, [...(out.get(to) ?? []), at]));
  }
  let shortest: string[] = [];
  for (const start of [...edges.keys()].sort()) {
    // Breadth first from `start` until an edge leads back to it: the shortest cycle through it.
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length && !cameFrom.has(start); i++) {
      for (const to of [...(edges.get(queue[i]!)?.keys() ?? [])].sort()) {
        if (cameFrom.has(to)) continue;
        cameFrom.set(to, queue[i]!);
        queue.push(to);
      }
    }
    if (!cameFrom.has(start)) continue;
    const cycle = [start];
    for (let at = cameFrom.get(start)!; at !== start; at = cameFrom.get(at)!) cycle.unshift(at);
    cycle.unshift(start);
    if (!shortest.length || cycle.length < shortest.length) shortest = cycle;
  }
  return shortest.slice(1).map((to, i) => `${shortest[i]} -> ${to} (${edges.get(shortest[i]!)!.get(to)!.join(', ')})`);
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

/**
 * The features import one another one way too: their import graph has no cycle, so a feature can be
 * read, tested and changed knowing only the features below it. The order, lowest first (features
 * in one pair of braces import none of each other):
 *
 *   routing · {store, seo, content, menus} · finance · customer · personal · catalogue · {search, cart}
 *   · configurator · checkout
 *
 * - routing: paths, page kinds and the build's URL (build-url.rules: the configurator reads and writes
 *   it, personal writes a saved design's share link with it).
 * - finance is below whatever shows a price: teasers on product cards, the calculator on the cart page,
 *   the loan of an order in the account.
 * - customer (session, account, orders) is below personal and catalogue, which read the session.
 * - personal is below catalogue and configurator: the save heart is on every product card, the save
 *   design button in the configurator.
 * - catalogue is below search (results are a listing), cart (lines and upsells show products) and
 *   configurator (frames are drawn with the catalogue's drawings); configurator and checkout are on top.
 *
 * What combines features that depend on each other is the application's: the shell's header and
 * footer (store, cart, customer, search, menus: application/shell), the bike and accessory page kinds
 * (catalogue with the cart's add to basket: application/page-kinds), what follows a sign-in (the
 * guest cart and saved items: application/auth), the personal area (saved items as catalogue cards
 * and configurator drawings: application/personal-area) and the Cycle to Work quote form (finance
 * filled from the cart and the search: application/cycle-to-work). A rule or small component several
 * features need lives in the feature that owns the concept, below them.
 *
 * Every file under src/features counts, tests and test-support included: a test that imports or
 * mocks (`jest.mock`) another feature's module depends on it as the code under test does, so none is
 * exempt. Imports are read and resolved as for the layers above.
 */
describe('feature imports', () => {
  it('make no cycle between features', () => {
    const features = layered.filter((file) => layerOf(file) === 'features');
    const imports = features.flatMap((file) => featureImports(file, read(file)));
    // The walk sees the features' imports of one another, tests' included.
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.some(({ from, to }) => from === 'catalogue' && to === 'finance')).toBe(true);
    expect(imports.some(({ at }) => /\.test\.tsx?:/.test(at))).toBe(true);
    expect(featureCycle(imports)).toEqual([]);
  });

  describe('would catch', () => {
    it('a cycle of two features, the shortest there is, with the imports that make it', () => {
      const imports = [
        // A longer way round as well: cart -> search -> catalogue -> cart.
        ...featureImports('src/features/cart/y.ts', "import { a } from '../search/search.rules';"),
        ...featureImports('src/features/search/y.ts', "import { a } from '../catalogue/listing.rules';"),
        ...featureImports(
          'src/features/cart/components/x/x.tsx',
          "import { ProductPrice } from '../../../catalogue/components/product-price/product-price';",
        ),
        ...featureImports(
          'src/features/catalogue/page-kinds/y.view.tsx',
          "import { AddToCart } from '@/features/cart/components/add-to-cart/add-to-cart';",
        ),
        ...featureImports('src/features/catalogue/z.ts', "import type { CartView } from '../cart/cart.rules';"),
      ];
      expect(featureCycle(imports)).toEqual([
        'cart -> catalogue (src/features/cart/components/x/x.tsx:1 import ../../../catalogue/components/product-price/product-price)',
        'catalogue -> cart (src/features/catalogue/page-kinds/y.view.tsx:1 import @/features/cart/components/add-to-cart/add-to-cart, src/features/catalogue/z.ts:1 import ../cart/cart.rules)',
      ]);
    });

    it('a longer cycle, only its edges, and one from a test', () => {
      const imports = [
        ...featureImports('src/features/search/x.ts', "import { a } from '../catalogue/listing.rules';"),
        ...featureImports('src/features/catalogue/x.ts', "import { b } from '../finance/finance.rules';"),
        ...featureImports('src/features/finance/x.test.tsx', "jest.mock('../search/search.rules', () => ({}));"),
        ...featureImports('src/features/finance/y.ts', "import { c } from '../customer/customer.rules';"),
      ];
      expect(featureCycle(imports)).toEqual([
        'catalogue -> finance (src/features/catalogue/x.ts:1 import ../finance/finance.rules)',
        'finance -> search (src/features/finance/x.test.tsx:1 jest.mock ../search/search.rules)',
        'search -> catalogue (src/features/search/x.ts:1 import ../catalogue/listing.rules)',
      ]);
    });

    it('an import of another feature however written, and none of its own, shared code or a package', () => {
      const file = 'src/features/cart/components/x/x.tsx';
      for (const target of ['../../../catalogue/product.rules', '@/features/catalogue/product.rules']) {
        expect(referenceForms(target).filter((source) => featureImports(file, source).length !== 1)).toEqual([]);
      }
      expect(featureImports(file, "import { a } from '../../hooks/use-cart';")).toEqual([]);
      expect(featureImports(file, "import { a } from '@/features/cart/cart.rules';")).toEqual([]);
      expect(featureImports(file, "import { a } from '../../../../shared/ui/link';")).toEqual([]);
      expect(featureImports(file, "import type { A } from '../../../../graphql/graphql';")).toEqual([]);
      expect(featureImports(file, "import { useRouter } from 'next/router';")).toEqual([]);
      // The application combines features: its imports of them are no edge between features.
      expect(featureImports('src/application/x.tsx', "import { a } from '../features/cart/hooks/use-cart';")).toEqual([]);
    });

    it('and passes features that only point down', () => {
      const imports = [
        ...featureImports('src/features/cart/x.ts', "import { a } from '../catalogue/product.rules';"),
        ...featureImports('src/features/cart/y.ts', "import { a } from '../finance/finance.rules';"),
        ...featureImports('src/features/catalogue/x.ts', "import { b } from '../finance/finance.rules';"),
      ];
      expect(imports).toHaveLength(3);
      expect(featureCycle(imports)).toEqual([]);
    });
  });
});
