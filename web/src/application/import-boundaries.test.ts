import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Inside the web the layers point one way: pages → application → features → shared (DESIGN.md's app layer; Next reserves src/app for its App Router). Shared
 * code imports no feature, app or page; features import no app or page (their tests may call the
 * API route a shim serves). The ESLint rule says the same while editing; this keeps the unit tier honest.
 */
const web = path.resolve(__dirname, '../..');
const LAYERS = ['pages', 'application', 'features', 'shared'] as const;
type Layer = (typeof LAYERS)[number];

function layerOf(file: string): Layer | null {
  const relative = path.relative(web, file).split(path.sep).join('/');
  if (relative.startsWith('pages/')) return 'pages';
  const [src, layer] = relative.split('/');
  return src === 'src' && (LAYERS as readonly string[]).includes(layer!) ? (layer as Layer) : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The imports of `file` that point up the layers. */
export function upwardImports(file: string, source: string): string[] {
  const from = layerOf(file);
  if (from !== 'shared' && from !== 'features') return [];
  const test = /\.test\.tsx?$/.test(file);
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].flatMap(([, spec]) => {
    const to = layerOf(path.resolve(path.dirname(file), spec!));
    if (to === null) return [];
    const upward = LAYERS.indexOf(to) < LAYERS.indexOf(from) && !(test && from === 'features' && to === 'pages');
    return upward ? [`${path.relative(web, file)} (${from}) imports ${spec} (${to})`] : [];
  });
}

/**
 * Imports that would bring every GraphQL document of the app into the importing page's bundle: a
 * value import from the generated graphql.ts (which holds them all). Documents come from their own
 * modules, graphql/documents/<Name> (scripts/codegen-documents.mjs); graphql.ts gives types only.
 */
export function wholeDocumentModuleImports(file: string, source: string): string[] {
  return [
    ...source.matchAll(
      /import\s+(type\s+)?\{[^}]*\}\s+from\s+'[^']*\/graphql\/graphql'|import\s*\(\s*'[^']*\/graphql\/graphql'/g,
    ),
  ]
    .filter((m) => !m[1])
    .map((m) => `${path.relative(web, file)}: ${m[0].replace(/\s+/g, ' ')}`);
}

describe('web import direction', () => {
  it('shared imports no feature, app or page; features import no app or page', () => {
    const files = [...sourceFiles(path.join(web, 'src/shared')), ...sourceFiles(path.join(web, 'src/features'))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => upwardImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would catch each upward import', () => {
    const at = (relative: string) => path.join(web, relative);
    expect(upwardImports(at('src/shared/ui/x.ts'), "import { a } from '../../features/menus/menus.rules';")).toHaveLength(1);
    expect(upwardImports(at('src/shared/ui/x.ts'), "import { a } from '../../application/layouts';")).toHaveLength(1);
    expect(
      upwardImports(at('src/features/menus/x.ts'), "import type { a } from '../../application/shell/use-app-shell';"),
    ).toHaveLength(1);
    expect(upwardImports(at('src/features/menus/x.ts'), "import { a } from '../../../pages/index';")).toHaveLength(1);
    expect(upwardImports(at('src/features/menus/x.test.ts'), "import a from '../../../pages/api/nuxt/footer/index';")).toEqual(
      [],
    );
    expect(upwardImports(at('src/features/menus/x.ts'), "import { a } from '../../shared/page';")).toEqual([]);
    expect(upwardImports(at('src/application/x.ts'), "import { a } from '../features/menus/menus.rules';")).toEqual([]);
  });

  it('takes GraphQL documents from their own modules, never a value from graphql.ts (which holds them all)', () => {
    const files = [
      ...sourceFiles(path.join(web, 'pages')),
      ...['application', 'features', 'shared'].flatMap((layer) => sourceFiles(path.join(web, 'src', layer))),
    ];
    const checked = files.filter((file) => file !== __filename);
    expect(checked.flatMap((file) => wholeDocumentModuleImports(file, readFileSync(file, 'utf8')))).toEqual([]);
    const at = path.join(web, 'src/features/cart/x.ts');
    expect(
      wholeDocumentModuleImports(at, "import { CartGetDocument, type CartFieldsFragment } from '../../graphql/graphql';"),
    ).toHaveLength(1);
    expect(wholeDocumentModuleImports(at, "import type { CartFieldsFragment } from '../../graphql/graphql';")).toEqual([]);
    expect(wholeDocumentModuleImports(at, "import { CartGetDocument } from '../../graphql/documents/CartGetDocument';")).toEqual(
      [],
    );
  });
});
