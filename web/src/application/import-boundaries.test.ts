import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

/** Every .ts/.tsx file under `dir` (relative to web/), subfolders included, relative to web/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(web, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

type Reference = { specifier: string; line: number; syntax: string; typeOnly: boolean };

const JEST_MODULE_CALLS = /^(mock|doMock|unmock|requireActual|requireMock|createMockFromModule|setMock)$/;

/** Every module path `source` refers to, with the line and the syntax that does. */
export function moduleReferences(file: string, source: string): Reference[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Reference[] = [];
  const add = (node: ts.Node, specifier: ts.Node | undefined, syntax: string, typeOnly = false) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ specifier: specifier.text, line, syntax, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      // `import { type A }` is elided like `import type { A }`; a bare `import 'x'` loads x.
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier, 'import', typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
      add(node, node.moduleSpecifier, 'export from', typeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, 'import = require', node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'typeof import()', true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node, node.arguments[0], 'import()');
      else if (ts.isIdentifier(callee) && callee.text === 'require') add(node, node.arguments[0], 'require');
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'jest' &&
        JEST_MODULE_CALLS.test(callee.name.text)
      ) {
        add(node, node.arguments[0], `jest.${callee.name.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
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

const layered = ['pages', 'src/application', 'src/features', 'src/shared'].flatMap(sourceFiles);
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
      expect(upwardImports(shared, 'import { a } from "../../../features/menus/menus.rules";')).toHaveLength(1);
      expect(upwardImports(shared, "const { a } = require('../../../features/menus/menus.rules');")).toEqual([
        'src/shared/ui/nested/x.tsx:1 (shared) require ../../../features/menus/menus.rules (features)',
      ]);
      expect(upwardImports(shared, "const Menu = dynamic(() => import('../../../features/menus/menu'));")).toEqual([
        'src/shared/ui/nested/x.tsx:1 (shared) import() ../../../features/menus/menu (features)',
      ]);
      expect(upwardImports(shared, "export { a } from '../../../features/menus/menus.rules';")).toHaveLength(1);
      expect(upwardImports(shared, "export * from '../../../application/layouts';")).toHaveLength(1);
      expect(upwardImports(shared, "type Shell = typeof import('../../../application/shell/use-app-shell');")).toHaveLength(1);
      expect(upwardImports(shared, "import layouts = require('../../../application/layouts');")).toHaveLength(1);
      expect(upwardImports(shared, "import { a } from '@/features/menus/menus.rules';")).toHaveLength(1);
      expect(upwardImports(shared, "import {\n  a,\n} from\n  '../../../features/menus/menus.rules';")).toHaveLength(1);
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
