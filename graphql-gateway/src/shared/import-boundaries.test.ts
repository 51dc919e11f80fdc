import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The gateway assembles subgraphs; subgraphs never import it (DESIGN.md): `subgraphs/` and
 * `shared/` import nothing from `gateway/`, and no subgraph reaches into another's folder (each
 * owns its loaders and context part; what they share lives in `shared/`).
 */
const src = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** The imports of `file` (relative to src) that break the direction. */
export function boundaryViolations(file: string, source: string): string[] {
  const [area, subgraph, rest] = file.split('/');
  if (area !== 'subgraphs' && area !== 'shared') return [];
  // subgraphs/index.ts is the list of subgraphs the composition root reads.
  if (area === 'subgraphs' && rest === undefined) return [];
  const found: string[] = [];
  for (const [, target] of source.matchAll(/from '(\.[^']+)'/g)) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target!));
    const [targetArea, targetSubgraph] = resolved.split('/');
    if (targetArea === 'gateway') found.push(`${file} imports ${target}`);
    else if (area === 'shared' && targetArea === 'subgraphs') found.push(`${file} imports ${target}`);
    else if (area === 'subgraphs' && targetArea === 'subgraphs' && targetSubgraph !== subgraph && targetSubgraph !== 'index.ts') {
      found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

describe('gateway import boundaries', () => {
  it('subgraphs and shared import nothing from gateway/, and no subgraph imports another', () => {
    const violations = sourceFiles(src)
      .filter((full) => !full.endsWith('.test.ts'))
      .flatMap((full) => {
        const file = path.relative(src, full).split(path.sep).join('/');
        return boundaryViolations(file, readFileSync(full, 'utf8'));
      });
    expect(violations).toEqual([]);
  });

  it('would catch each kind of violation', () => {
    expect(boundaryViolations('subgraphs/catalogue/x.resolver.ts', "import { a } from '../../gateway/context';")).toHaveLength(1);
    expect(boundaryViolations('shared/x.ts', "import { a } from '../gateway/http';")).toHaveLength(1);
    expect(boundaryViolations('shared/x.ts', "import { a } from '../subgraphs/store/store.loaders';")).toHaveLength(1);
    expect(boundaryViolations('subgraphs/store/x.ts', "import { a } from '../catalogue/catalogue.loaders';")).toHaveLength(1);
    expect(boundaryViolations('subgraphs/store/x.ts', "import { a } from './store.loaders';")).toEqual([]);
    expect(boundaryViolations('gateway/context.ts', "import { a } from '../subgraphs/store/store.loaders';")).toEqual([]);
  });
});
