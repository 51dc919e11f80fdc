/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { HINT, addCompileHint, markChunks } = require('../../../server/compile-hints.cjs') as {
  HINT: string;
  addCompileHint: (code: string, map: string | null) => { code: string; map: string | null; changed: boolean };
  markChunks: (dir: string) => number;
};

const CODE = 'globalThis.a=function(){return 1};\n//# sourceMappingURL=a.js.map';
const MAP = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,SAAS' });

describe('compile hints (server/compile-hints.cjs)', () => {
  it("puts V8's hint on the chunk's first line, once", () => {
    const once = addCompileHint(CODE, null);
    expect(once.code).toBe(`//# allFunctionsCalledOnLoad\n${CODE}`);
    expect(once.changed).toBe(true);
    const twice = addCompileHint(once.code, null);
    expect(twice).toEqual({ code: once.code, map: null, changed: false });
  });

  it('moves the source map down the line the hint takes', () => {
    const { map } = addCompileHint(CODE, MAP);
    expect(JSON.parse(map!)).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,SAAS' });
  });

  it('moves every section of an index map down a line', () => {
    const index = JSON.stringify({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' } },
        { offset: { line: 3, column: 7 }, map: { version: 3, sources: ['b.ts'], names: [], mappings: 'AAAA' } },
      ],
    });
    const sections = JSON.parse(addCompileHint(CODE, index).map!).sections;
    expect(sections.map((s: { offset: unknown }) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 4, column: 7 },
    ]);
    expect(sections[1].map.mappings).toBe('AAAA');
  });

  it("marks a build's chunks and their maps, and a second run changes nothing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    try {
      fs.mkdirSync(path.join(dir, 'nested'));
      fs.writeFileSync(path.join(dir, 'a.js'), CODE);
      fs.writeFileSync(path.join(dir, 'a.js.map'), MAP);
      fs.writeFileSync(path.join(dir, 'nested', 'b.js'), 'console.log(2)');
      fs.writeFileSync(path.join(dir, 'style.css'), 'p{}');
      expect(markChunks(dir)).toBe(2);
      expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8').startsWith(HINT)).toBe(true);
      expect(fs.readFileSync(path.join(dir, 'nested', 'b.js'), 'utf8')).toBe(`${HINT}console.log(2)`);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA,SAAS');
      expect(fs.readFileSync(path.join(dir, 'style.css'), 'utf8')).toBe('p{}');
      expect(markChunks(dir)).toBe(0);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA,SAAS');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
